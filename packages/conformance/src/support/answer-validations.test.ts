import { RESOURCE_KINDS, validateResource, type ResourceKind, type ResourceValidation } from '@tarc/domain';
import { RESOURCE_ARBITRARIES } from '@tarc/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lenientOf, listValidations, validationAt } from './answer-validations.js';

/** A valid record of `kind` spoiled by a few edits: a field dropped, retyped, added, or a text changed. */
const spoiled = (kind: ResourceKind) =>
  fc
    .tuple(
      RESOURCE_ARBITRARIES[kind]() as unknown as fc.Arbitrary<Record<string, unknown>>,
      fc.array(
        fc.oneof(
          fc.record({ edit: fc.constant('drop' as const), at: fc.nat() }),
          fc.record({ edit: fc.constant('retype' as const), at: fc.nat(), value: fc.oneof(fc.integer(), fc.constant(null), fc.boolean()) }),
          fc.record({ edit: fc.constant('add' as const), name: fc.constantFrom('extra', 'feeAmount', 'updatedAt', 'note'), value: fc.string() }),
          fc.record({ edit: fc.constant('text' as const), at: fc.nat(), value: fc.constantFrom('1', '-0.5', '2026-02-30T00:00:00.000000', 'x') }),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([record, edits]) => {
      const out: Record<string, unknown> = { ...record };
      for (const e of edits) {
        const keys = Object.keys(out);
        if (e.edit === 'add') out[e.name] = e.value;
        else if (keys.length > 0) {
          const key = keys[e.at % keys.length]!;
          if (e.edit === 'drop') delete out[key];
          else out[key] = e.value;
        }
      }
      return out;
    });

describe('one validation of each record of an answer', () => {
  it('reads a record leniently as the domain does: the strict findings without extra-field', () => {
    for (const kind of RESOURCE_KINDS) {
      fc.assert(
        fc.property(spoiled(kind), (record) => {
          expect(lenientOf(validateResource(kind, record))).toEqual(validateResource(kind, record, { mode: 'lenient' }));
        }),
        { numRuns: 150, seed: 7 },
      );
    }
  });

  it('validates each record of a list once, whoever asks and however far', () => {
    const list = [{ id: '1' }, { id: '2' }, { id: '3' }];
    const asked: unknown[] = [];
    const validate = (record: unknown): ResourceValidation => {
      asked.push(record);
      return { ok: true, findings: [] };
    };
    expect(validationAt('order', list, 0, validate)).toEqual({ ok: true, findings: [] });
    expect(asked).toEqual([list[0]]);
    expect(listValidations('order', list, 2, validate)).toHaveLength(2);
    expect(listValidations('order', list, undefined, validate)).toHaveLength(3);
    listValidations('order', list, undefined, validate);
    expect(asked).toEqual(list);
    // Asked for fewer than are held: those, read from what is held.
    expect(listValidations('order', list, 1, validate)).toHaveLength(1);
    expect(validationAt('order', list, 2, validate)).toEqual({ ok: true, findings: [] });
    expect(asked).toEqual(list);
    // Another list with the same records is another answer: validated for itself.
    listValidations('order', [...list], undefined, validate);
    expect(asked).toHaveLength(6);
    // The same list read as another kind is validated afresh.
    listValidations('trade', list, undefined, validate);
    expect(asked).toHaveLength(9);
  });
});

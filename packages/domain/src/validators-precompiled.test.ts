import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from './resources.js';
import { AJV_OPTIONS, schemasFingerprint } from './schemas/ajv-options.js';
import { schemas } from './schemas/resources.js';
import * as precompiled from './schemas/validators.generated.js';
import { resource } from './testing/index.js';

type Validate = ((value: unknown) => boolean) & { errors?: unknown };
const generated = precompiled as unknown as Record<string, Validate> & { fingerprint: string };

describe('src/schemas/validators.generated.ts (ajv standalone code, imported statically)', () => {
  it('matches the schemas (else run `npx pnpm@10.34.8 --filter @tarc/domain gen`)', () => {
    expect(generated.fingerprint).toBe(schemasFingerprint(schemas));
  });

  it('tests the decimal and timestamp patterns by characters as the RegExp does, near their edges (property)', () => {
    const validate = generated.order!;
    const runtime = new Ajv2020(AJV_OPTIONS).compile(schemas.order);
    const near = (valid: string) =>
      fc
        .tuple(fc.array(fc.constantFrom(...'0123456789.-T: x٣'), { maxLength: 3 }), fc.nat(valid.length), fc.nat(3))
        // Characters put in at one place, with as many taken out there (0 to 3): lengths and positions shift.
        .map(([insert, at, removed]) => `${valid.slice(0, at)}${insert.join('')}${valid.slice(Math.min(valid.length, at + removed))}`);
    const fields = fc.oneof(
      fc.tuple(fc.constant('price'), fc.oneof(near('12.0000000000000000'), near('-0.1234567890123456'), fc.string())),
      fc.tuple(fc.constant('createdAt'), fc.oneof(near('2026-05-31T11:22:33.1234567'), near('2026-05-31T11:22:33.123456'), fc.string())),
    );
    fc.assert(
      fc.property(resource('order'), fields, (r, [field, value]) => {
        const record = { ...r, [field]: value };
        expect(validate(record)).toBe(runtime(record));
        expect(validate.errors ?? null).toEqual(runtime.errors ?? null);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(RESOURCE_KINDS.map((k) => [k] as const))('%s: the verdict and errors of a runtime compilation (property)', (kind) => {
    const validate = generated[kind]!;
    const runtime = new Ajv2020(AJV_OPTIONS).compile(schemas[kind]);
    const changed = resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)), fc.jsonValue()));
    fc.assert(
      fc.property(changed, fc.boolean(), ([r, field, value], extra) => {
        const record = { ...r, [field]: value, ...(extra ? { xExtra: 1 } : {}) };
        expect(validate(record)).toBe(runtime(record));
        expect(validate.errors ?? null).toEqual(runtime.errors ?? null);
      }),
    );
  });
});

import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS, type ResourceKind } from './resources.js';
import { checkSixteenDigits, SIXTEEN_DIGIT_FIELDS } from './rules/scale.js';
import { TIMESTAMP_FIELDS } from './rules/timestamps.js';
import { DEPOSIT_FORBIDDEN_FIELDS } from './schemas/resources.js';
import { resource } from './testing/index.js';
import { schemaFor, validateResource } from './validate-resource.js';

type Rec = Record<string, unknown>;

describe('schemaFor', () => {
  // validateResource compiles without meta-schema validation; this is where it happens instead.
  it.each(RESOURCE_KINDS.map((k) => [k] as const))('%s: strict and lenient schemas are valid 2020-12 schemas', (kind) => {
    const ajv = new Ajv2020({ allowUnionTypes: true });
    for (const mode of ['strict', 'lenient'] as const) expect(ajv.validateSchema(schemaFor(kind, mode)), mode).toBe(true);
  });
});
const clone = (r: unknown) => structuredClone(r) as Rec;
const kinds = RESOURCE_KINDS.map((k) => [k] as const);

function expectFinding(kind: ResourceKind, record: unknown, field: string, code: string, mode: 'strict' | 'lenient' = 'strict') {
  const result = validateResource(kind, record, { mode });
  expect(result.ok).toBe(false);
  expect(result.findings, JSON.stringify(result.findings)).toContainEqual(expect.objectContaining({ field, code }));
}

describe('validateResource: generated valid records', () => {
  it.each(kinds)('accepts every valid %s, strict and lenient (property)', (kind) => {
    fc.assert(
      fc.property(resource(kind), (record) => {
        expect(validateResource(kind, record)).toEqual({ ok: true, findings: [] });
        expect(validateResource(kind, record, { mode: 'lenient' })).toEqual({ ok: true, findings: [] });
      }),
    );
  });
});

describe('validateResource: single-field corruptions', () => {
  it.each(kinds)('%s: a removed field is "required" on that field (property)', (kind) => {
    fc.assert(
      fc.property(
        resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)))),
        ([r, field]) => {
          const broken = clone(r);
          delete broken[field];
          expectFinding(kind, broken, field, 'required');
          expectFinding(kind, broken, field, 'required', 'lenient');
        },
      ),
    );
  });

  it.each(kinds)('%s: a value of the wrong JSON type is "type" on that field (property)', (kind) => {
    fc.assert(
      fc.property(
        resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)))),
        ([r, field]) => {
          const broken = clone(r);
          broken[field] = { wrong: true };
          expectFinding(kind, broken, field, 'type');
        },
      ),
    );
  });

  it.each(kinds)('%s: lenient findings are the strict ones without "extra-field" (property)', (kind) => {
    const broken = resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)), fc.boolean()));
    fc.assert(
      fc.property(broken, fc.stringMatching(/^x[A-Za-z]{1,10}$/), ([r, field, extra], name) => {
        const record = { ...clone(r), [field]: 42, ...(extra ? { [name]: 'surprise' } : {}) };
        const strict = validateResource(kind, record);
        const lenient = validateResource(kind, record, { mode: 'lenient' });
        expect(lenient.findings).toEqual(strict.findings.filter((f) => f.code !== 'extra-field'));
      }),
    );
  });

  it.each(kinds)('%s: an unlisted field is "extra-field" in strict mode only (property)', (kind) => {
    fc.assert(
      fc.property(resource(kind), fc.stringMatching(/^x[A-Za-z]{1,10}$/), (r, name) => {
        const broken = { ...clone(r), [name]: 'surprise' };
        expectFinding(kind, broken, name, 'extra-field');
        expect(validateResource(kind, broken, { mode: 'lenient' }).ok).toBe(true);
      }),
    );
  });

  it.each([...DEPOSIT_FORBIDDEN_FIELDS])('cryptoDeposit: %s is "forbidden-field" in every mode', (field) => {
    fc.assert(
      fc.property(resource('cryptoDeposit'), (r) => {
        const broken = { ...clone(r), [field]: 'x' };
        expectFinding('cryptoDeposit', broken, field, 'forbidden-field');
        expectFinding('cryptoDeposit', broken, field, 'forbidden-field', 'lenient');
      }),
      { numRuns: 20 },
    );
  });

  const sixteen = Object.entries(SIXTEEN_DIGIT_FIELDS) as [ResourceKind, readonly string[]][];
  it.each(sixteen)('%s: a decimal with another scale is "scale", a non-decimal is "format" (property)', (kind, fields) => {
    fc.assert(
      fc.property(
        resource(kind),
        fc.constantFrom(...fields),
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 16),
        fc.constantFrom('1e5', '+1.0', ' 1.0', '1.', '.5', 'abc', ''),
        (r, field, digits, junk) => {
          const broken = clone(r);
          broken[field] = digits === 0 ? '12' : `12.${'3'.repeat(digits)}`;
          expectFinding(kind, broken, field, 'scale');
          expect(checkSixteenDigits(kind as 'order', broken)).toEqual([expect.objectContaining({ field, code: 'scale' })]);
          broken[field] = junk;
          expectFinding(kind, broken, field, 'format');
        },
      ),
    );
  });

  const timestamped = Object.entries(TIMESTAMP_FIELDS) as [ResourceKind, readonly string[]][];
  it.each(timestamped)('%s: a malformed or impossible timestamp is "format"', (kind, fields) => {
    fc.assert(
      fc.property(
        resource(kind),
        fc.constantFrom(...fields),
        fc.constantFrom(
          '2026-02-30T00:00:00.000000',
          '2026-01-01T00:00:00.000',
          '2026-01-01T00:00:00.000000Z',
          '2026-01-01 00:00:00.000000',
          '2026-01-01T25:00:00.0000000',
          'yesterday',
        ),
        (r, field, bad) => {
          const broken = clone(r);
          broken[field] = bad;
          const findings = validateResource(kind, broken).findings.filter((f) => f.field === field);
          expect(findings).toEqual([expect.objectContaining({ field, code: 'format' })]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it.each([
    ['order', 'status', 'Open'],
    ['order', 'method', 'limit'],
    ['order', 'type', 'BUY'],
    ['trade', 'side', 'buy'],
    ['trade', 'feeType', 'maker'],
    ['cryptoWithdrawal', 'status', 'Done'],
  ] as const)('%s.%s = %s is "enum"', (kind, field, value) => {
    fc.assert(
      fc.property(resource(kind), (r) => {
        expectFinding(kind, { ...clone(r), [field]: value }, field, 'enum');
      }),
      { numRuns: 10 },
    );
  });

  it('Buy trade: a positive denominatorAmount, feeAmount or taxAmount is "sign" (property)', () => {
    fc.assert(
      fc.property(
        resource('trade').filter((t) => t.side === 'Buy'),
        fc.constantFrom('denominatorAmount', 'feeAmount', 'taxAmount'),
        (t, field) => {
          expectFinding('trade', { ...t, [field]: '0.0000000000000001' }, field, 'sign');
        },
      ),
    );
  });

  it('Sell trade: signs are not checked (OPEN-POINTS #11)', () => {
    fc.assert(
      fc.property(
        resource('trade').filter((t) => t.side === 'Sell'),
        (t) => {
          expect(validateResource('trade', { ...t, feeAmount: '-1.0000000000000000' }).ok).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('crypto asset: a decimal off maxAmountScale is "scale"; a negative or fractional maxAmountScale is rejected (property)', () => {
    fc.assert(
      fc.property(
        resource('cryptoAsset'),
        fc.constantFrom('transferFeeAmount', 'minWithdrawalAmount', 'maxWithdrawalAmount', 'minDepositAmount'),
        (a, field) => {
          expectFinding('cryptoAsset', { ...a, [field]: `1.${'0'.repeat(a.maxAmountScale + 1)}` }, field, 'scale');
          expectFinding('cryptoAsset', { ...a, [field]: '1e3' }, field, 'format');
          expectFinding('cryptoAsset', { ...a, maxAmountScale: -1 }, 'maxAmountScale', 'range');
          expectFinding('cryptoAsset', { ...a, maxAmountScale: 1.5 }, 'maxAmountScale', 'type');
        },
      ),
    );
  });

  it('network family: a network whose familyId differs is "family-id" on that network (property)', () => {
    fc.assert(
      fc.property(
        resource('cryptoNetworkFamily').filter((f) => f.cryptoNetworks.length > 0),
        fc.nat(),
        fc.string(),
        (f, pick, other) => {
          fc.pre(other !== f.id);
          const i = pick % f.cryptoNetworks.length;
          const broken = clone(f) as { cryptoNetworks: Rec[] };
          broken.cryptoNetworks[i]!.familyId = other;
          expectFinding('cryptoNetworkFamily', broken, `cryptoNetworks[${i}].familyId`, 'family-id');
          broken.cryptoNetworks[i]!.extra = 1;
          expectFinding('cryptoNetworkFamily', broken, `cryptoNetworks[${i}].extra`, 'extra-field');
        },
      ),
    );
  });

  it('memoTag and tagName accept null but must be present', () => {
    fc.assert(
      fc.property(resource('cryptoWithdrawal'), resource('cryptoAsset'), (w, a) => {
        expect(validateResource('cryptoWithdrawal', { ...w, memoTag: null }).ok).toBe(true);
        expect(validateResource('cryptoAsset', { ...a, tagName: null }).ok).toBe(true);
        expectFinding('cryptoWithdrawal', { ...w, memoTag: 3 }, 'memoTag', 'type');
      }),
      { numRuns: 10 },
    );
  });
});

describe('validateResource: whole-record and caller errors', () => {
  it.each([null, [], 'order', 42])('reports a non-object %j as "type" on the record', (value) => {
    expect(validateResource('order', value).findings).toEqual([expect.objectContaining({ field: '', code: 'type' })]);
  });

  it('decodes JSON-pointer escapes in field names', () => {
    fc.assert(
      fc.property(resource('accountWallet'), (w) => {
        expectFinding('accountWallet', { ...w, 'a/b~c': 1 }, 'a/b~c', 'extra-field');
      }),
      { numRuns: 5 },
    );
  });

  it('rejects an unknown kind or mode with a RangeError', () => {
    expect(() => validateResource('orders' as never, {})).toThrow(/unknown resource kind "orders"/);
    expect(() => validateResource('order', {}, { mode: 'loose' as never })).toThrow(/unknown mode "loose"/);
  });

  it('reports one finding per field once the schema failed', () => {
    fc.assert(
      fc.property(
        resource('trade').filter((t) => t.side === 'Buy'),
        (t) => {
          const findings = validateResource('trade', { ...t, feeAmount: '5', createdAt: '2026-02-30T00:00:00.000000', id: 1 }).findings;
          expect(findings.filter((f) => f.field === 'feeAmount')).toEqual([expect.objectContaining({ code: 'scale' })]);
          expect(findings.filter((f) => f.field === 'createdAt')).toEqual([expect.objectContaining({ code: 'format' })]);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('reports a non-integer level as "type"', () => {
    expect(validateResource('feeLevel', { level: 1.5, volumeRange: '0', makerFee: '%0.1 (0.001)', takerFee: '%0.12 (0.0012)' }).findings).toEqual([
      expect.objectContaining({ field: 'level', code: 'type' }),
    ]);
  });

  it('schemaFor gives the lenient schema its own $id and no additionalProperties: false', () => {
    const strict = schemaFor('cryptoNetworkFamily');
    const loose = schemaFor('cryptoNetworkFamily', 'lenient');
    expect(loose.$id).toBe(`${String(strict.$id)}:lenient`);
    expect(JSON.stringify(loose)).not.toContain('"additionalProperties":false');
    expect(JSON.stringify(schemaFor('cryptoDeposit', 'lenient'))).toContain('"feeAmount":false');
  });
});

describe('parseResource', () => {
  it('types the record when it holds and gives the findings when not', async () => {
    const { parseResource } = await import('./validate-resource.js');
    const { feeLevelRecord } = await import('./format/fee-level-records.js');
    const parsed = parseResource('feeLevel', feeLevelRecord(3));
    expect(parsed.ok && parsed.value.volumeRange).toBe('500,000 - 2,500,000');
    const bad = parseResource('feeLevel', { level: 3 });
    expect(bad.ok).toBe(false);
    expect(bad.findings.map((f) => f.code)).toContain('required');
  });
});

import { RESOURCE_KINDS, schemaFor } from '@tarc/domain';
import type { FindingCode, ResourceKind } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { RECORD_CODES_BY_KIND, recordCodesOf } from './records.js';

const DECIMAL_16_PATTERN = '^-?[0-9]+\\.[0-9]{16}$';

/** The codes of each kind's record rules beyond its schema (domain `rules/by-kind.ts`), as the rules' files emit them. */
const RULE_CODES: Readonly<Record<ResourceKind, readonly FindingCode[]>> = {
  order: ['format'],
  trade: ['format', 'sign'],
  accountWallet: [],
  cryptoWithdrawal: ['format'],
  cryptoDeposit: ['format'],
  brokerPair: [],
  cryptoAsset: ['format', 'scale'],
  cryptoNetworkFamily: ['family-id'],
  feeLevel: ['format', 'fee-percent', 'fee-table', 'volume-range'],
};

/** The codes the lenient schema's keywords can fail with (validate-resource.ts `toFinding`). */
function schemaCodes(node: unknown, codes = new Set<FindingCode>()): Set<FindingCode> {
  if (node === false) codes.add('forbidden-field');
  if (node === null || typeof node !== 'object') return codes;
  if (Array.isArray(node)) {
    for (const item of node) schemaCodes(item, codes);
    return codes;
  }
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.required) && schema.required.length > 0) codes.add('required');
  if ('type' in schema) codes.add('type');
  if ('enum' in schema) codes.add('enum');
  if ('minimum' in schema || 'maximum' in schema) codes.add('range');
  if (schema.pattern === DECIMAL_16_PATTERN) codes.add('scale');
  if ('pattern' in schema) codes.add('format');
  for (const [key, value] of Object.entries(schema)) if (key !== 'required' && key !== 'enum') schemaCodes(value, codes);
  return codes;
}

describe('RECORD_CODES_BY_KIND', () => {
  it.each(RESOURCE_KINDS)("lists exactly what %s's lenient schema and record rules can report", (kind) => {
    const expected = new Set([...schemaCodes(schemaFor(kind, 'lenient')), ...RULE_CODES[kind]]);
    expect([...RECORD_CODES_BY_KIND[kind]].sort()).toEqual([...expected].sort());
  });

  it('gives a check the record codes of its kind, less those another check reports', () => {
    expect(Object.keys(recordCodesOf('trade', 'scale', 'sign'))).toEqual(['record-required', 'record-type', 'record-format', 'record-enum']);
  });
});

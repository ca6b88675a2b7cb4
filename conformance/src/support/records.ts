// Validating returned records with the domain's schemas and record rules, as check findings.
import { validateResource } from '@tarc/domain';
import type { FindingCode, ResourceKind } from '@tarc/domain';
import type { CheckOutcome, Evidence, Exchange, Finding } from '../types.js';
import { passed, withFindings } from './outcome.js';

export interface RecordFinding {
  index: number;
  id: unknown;
  field: string;
  code: FindingCode;
  message: string;
}

const DOMAIN_CODES: readonly FindingCode[] = [
  'required', 'type', 'format', 'enum', 'range', 'scale', 'extra-field', 'forbidden-field',
  'sign', 'family-id', 'fee-table', 'fee-percent', 'volume-range', 'invalid',
];

/** A check's finding code for a record rule of the domain: `record-<domain code>` (e.g. `record-scale`). */
export const recordCode = (code: FindingCode): string => `record-${code}`;

/** Every code a check validating records with the domain can emit. */
export const RECORD_CODES: readonly string[] = DOMAIN_CODES.map(recordCode);

/**
 * One check finding per domain code among `findings` (the first record of each as its message),
 * so a fault breaking one rule is named by that rule's code.
 */
export function recordFindingsByCode(
  what: string,
  findings: readonly RecordFinding[],
  evidenceOf: (f: RecordFinding) => Evidence | undefined,
): Finding[] {
  const firsts = new Map<FindingCode, { first: RecordFinding; count: number }>();
  for (const f of findings) {
    const entry = firsts.get(f.code);
    if (entry) entry.count++;
    else firsts.set(f.code, { first: f, count: 1 });
  }
  return [...firsts.values()].map(({ first, count }) => {
    const evidence = evidenceOf(first);
    return {
      code: recordCode(first.code),
      message: `${count}${findings.length >= 20 ? '+' : ''} ${first.code} finding(s) in ${what}; first: record #${first.index} (id ${JSON.stringify(first.id)}) ${first.field}: ${first.message}`,
      ...(evidence ? { evidence: [evidence] } : {}),
    };
  });
}

/**
 * Every finding of `validateResource` over the records, optionally filtered by finding code
 * (e.g. only 'scale'), at most `limit` of them.
 */
export function recordFindings(
  kind: ResourceKind,
  records: readonly unknown[],
  options: { mode?: 'strict' | 'lenient'; codes?: readonly string[]; excludeCodes?: readonly string[]; limit?: number } = {},
): RecordFinding[] {
  const out: RecordFinding[] = [];
  const limit = options.limit ?? 20;
  records.forEach((record, index) => {
    if (out.length >= limit) return;
    const result = validateResource(kind, record, { mode: options.mode ?? 'lenient' });
    for (const f of result.findings) {
      if (options.codes && !options.codes.includes(f.code)) continue;
      if (options.excludeCodes && options.excludeCodes.includes(f.code)) continue;
      const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
      out.push({ index, id, field: f.field, code: f.code, message: f.message });
      if (out.length >= limit) break;
    }
  });
  return out;
}

/** A failed outcome naming the first findings, with the exchange as evidence; passed when none. */
export function findingsOutcome(
  what: string,
  findings: readonly RecordFinding[],
  exchange: Exchange | undefined,
  records: readonly unknown[],
): CheckOutcome {
  if (findings.length === 0) return passed(`${records.length} ${what} checked`);
  return withFindings(recordFindingsByCode(what, findings, (f) => {
    const body = findings.filter((g) => g.code === f.code).slice(0, 5).map((g) => ({ record: records[g.index], finding: g }));
    return exchange?.evidence({ actual: f.message, body });
  }));
}

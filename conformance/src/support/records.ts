// Validating returned records with the domain's schemas and record rules, as check findings.
import { validateResource } from '@tarc/domain';
import type { ResourceKind } from '@tarc/domain';
import type { CheckOutcome, Exchange } from '../types.js';
import { failed, passed } from './outcome.js';

export interface RecordFinding {
  index: number;
  id: unknown;
  field: string;
  code: string;
  message: string;
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
  const first = findings[0]!;
  const message =
    `${findings.length}${findings.length >= 20 ? '+' : ''} finding(s) in ${what}; first: ` +
    `record #${first.index} (id ${JSON.stringify(first.id)}) ${first.field}: ${first.message}`;
  const body = findings.slice(0, 5).map((f) => ({ record: records[f.index], finding: f }));
  return failed(message, exchange ? [exchange.evidence({ actual: first.message, body })] : []);
}

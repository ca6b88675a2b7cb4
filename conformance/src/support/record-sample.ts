// Record findings over a sample whose records came from several exchanges.
import type { ResourceKind } from '@tarc/domain';
import type { CheckOutcome, Exchange } from '../types.js';
import { recordFindings, recordFindingsByCode } from './records.js';
import { passed, withFindings } from './outcome.js';

/** Findings of `validateResource` (lenient unless asked) filtered by code, as one outcome naming the first ones. */
export function sampleFindingsOutcome(
  kind: ResourceKind,
  what: string,
  records: readonly unknown[],
  sources: readonly Exchange[],
  filter: { codes?: readonly string[]; excludeCodes?: readonly string[]; mode?: 'strict' | 'lenient' },
): CheckOutcome {
  const findings = recordFindings(kind, records, { mode: 'lenient', ...filter, limit: 20 });
  if (findings.length === 0) return passed(`${records.length} ${what} checked`);
  return withFindings(recordFindingsByCode(what, findings, (f) =>
    sources[f.index]!.evidence({ expected: `${f.field} as the spec's table says`, actual: f.message, body: records[f.index] }),
  ));
}

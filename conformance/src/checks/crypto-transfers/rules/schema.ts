// Every transfer record matches its resource table; memoTag is present as a string or null.
import { findingsOutcome, recordFindings } from '../../../support/records.js';
import type { RecordFinding } from '../../../support/records.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';
import { fetchDataWindow, isOutcome } from './fetch-window.js';

/** "| memoTag | string or null | |": the key is there even when there is no tag. */
function memoTagFindings(records: readonly unknown[]): RecordFinding[] {
  const out: RecordFinding[] = [];
  records.forEach((record, index) => {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) return;
    const r = record as Record<string, unknown>;
    if (!('memoTag' in r)) {
      out.push({ index, id: r.id, field: 'memoTag', code: 'missing', message: 'memoTag is missing (expected a string or null)' });
    } else if (r.memoTag !== null && typeof r.memoTag !== 'string') {
      out.push({ index, id: r.id, field: 'memoTag', code: 'type', message: `memoTag is ${JSON.stringify(r.memoTag)} (expected a string or null)` });
    }
  });
  return out;
}

export async function schemaRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const findings = [...recordFindings(endpoint.kind, data.raw), ...memoTagFindings(data.raw)]
    .sort((a, b) => a.index - b.index);
  return findingsOutcome(endpoint.noun, findings, data.exchange, data.raw);
}

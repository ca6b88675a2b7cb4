// Every transfer record matches its resource table; memoTag is present as a string or null.
import { findingsOutcome, recordFindings } from '../../../support/records.js';
import type { RecordFinding } from '../../../support/records.js';
import { fetchList } from '../../../support/fetch-list.js';
import { skipped } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE, sentWindow } from '../../../support/transfers.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import { recentWindow } from '../../../support/windows.js';
import type { CheckContext, CheckOutcome, Exchange } from '../../../types.js';
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
  let raw: unknown[];
  let exchange: Exchange;
  if (!isOutcome(data)) ({ raw, exchange } = data);
  else if (data.status !== 'skipped') return data;
  else {
    // Discovery found nothing: the list itself is still asked for, so a refused or malformed list
    // ("Returns an array of Crypto ...") is a failure, not a skip.
    const recent = recentWindow(ctx);
    const list = await fetchList<unknown>(ctx, endpoint.path, { ...sentWindow(ctx, recent.after, recent.before).query, pageSize: TRANSFER_PAGE_SIZE.max });
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return skipped(`${data.message ?? 'no records'}; the last 90 days hold none either`);
    ({ items: raw, exchange } = list);
  }
  const findings = [...recordFindings(endpoint.kind, raw), ...memoTagFindings(raw)].sort((a, b) => a.index - b.index);
  return findingsOutcome(endpoint.noun, findings, exchange, raw);
}

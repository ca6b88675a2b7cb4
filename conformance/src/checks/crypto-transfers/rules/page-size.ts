// "| pageSize | INT | no | 1 to 1000, default 100 |": a page holds at most pageSize records, and
// exactly min(pageSize, records in the window) for page 1; pageSize=1000 is honoured.
import { fetchList } from '../../../support/fetch-list.js';
import { Findings, skipped } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE } from '../../../support/transfers.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome, Query } from '../../../types.js';
import { fetchDataWindow, isOutcome } from './fetch-window.js';

export async function pageSizeRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const total = data.raw.length;
  const findings = new Findings();
  if (total > TRANSFER_PAGE_SIZE.max) {
    findings.add(
      `pageSize=1000 returned ${total} ${endpoint.noun}`,
      data.exchange.evidence({ expected: 'at most 1000 records', actual: `${total} records` }),
    );
  }
  if (total === 0) return skipped(`the window ${data.window.query.createdAtAfter} .. ${data.window.query.createdAtBefore} holds no ${endpoint.noun}`);

  const probes: { label: string; query: Query; expected: number }[] = [
    { label: 'pageSize omitted (default 100)', query: {}, expected: Math.min(total, TRANSFER_PAGE_SIZE.default) },
    { label: 'pageSize=1', query: { pageSize: 1 }, expected: 1 },
  ];
  if (total >= 3) probes.push({ label: 'pageSize=2', query: { pageSize: 2 }, expected: 2 });
  if (total < TRANSFER_PAGE_SIZE.max) {
    // A server capping pageSize below 1000 would leave records for page 2.
    probes.push({ label: 'pageSize=1000, page=2', query: { pageSize: TRANSFER_PAGE_SIZE.max, page: 2 }, expected: 0 });
  }
  for (const probe of probes) {
    const list = await fetchList(ctx, endpoint.path, { ...data.window.query, ...probe.query });
    if (!list.ok) {
      findings.add(`${probe.label}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
      continue;
    }
    if (list.items.length !== probe.expected) {
      findings.add(
        `${probe.label}: ${list.items.length} ${endpoint.noun} returned where the window holds ${total} (expected ${probe.expected})`,
        list.exchange.evidence({ expected: `${probe.expected} records`, actual: `${list.items.length} records`, note: `pageSize=1000 returned ${total} records for the same window` }),
      );
    }
  }
  return findings.outcome(`page sizes honoured on a window of ${total} ${endpoint.noun}`);
}

// "| pageSize | INT | no | 1 to 1000, default 100 |": a page holds at most pageSize records, and
// exactly min(pageSize, records in the window) for page 1; pageSize=1000 is honoured. Only a window
// of at least 1000 records shows all of it (the default 100 and the 1000 both cut it); a smaller
// one is reported as not evaluated, unless a finding was raised on it.
import { inOrder } from '#support/in-order.js';
import { fetchList } from '#support/fetch-list.js';
import { Findings, unobservable } from '#support/outcome.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';
import { DEPOSITS, WITHDRAWALS } from '#support/transfers.js';

const PAGE_SIZE_CODES = {
  'over-max': 'pageSize=1000 returned more than 1000 records',
  'default-page-size': 'pageSize omitted returned another number of records than the default 100 (when more match)',
  'page-size-not-honoured': 'pageSize=1 or 2 returned another number of records than asked for (when more match)',
  'capped-below-max': 'pageSize=1000 was capped below 1000: page 2 holds records although fewer than 1000 match',
} as const;
type Code = keyof typeof PAGE_SIZE_CODES;
const pageSizeNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, TRANSFERS_PAGE_SIZE.max);

async function pageSizeRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const total = data.raw.length;
  const findings = new Findings(PAGE_SIZE_CODES);
  if (total > TRANSFERS_PAGE_SIZE.max) {
    findings.add(
      'over-max',
      `pageSize=1000 returned ${total} ${endpoint.noun}`,
      data.exchange.evidence({ expected: 'at most 1000 records', actual: `${total} records` }),
    );
  }
  if (total === 0)
    return unobservable(
      `the window ${data.window.query.createdAtAfter} .. ${data.window.query.createdAtBefore} returned no ${endpoint.noun}; page sizes cannot be seen`,
    );

  const probes: { label: string; query: Query; expected: number; code: Code }[] = [
    { label: 'pageSize omitted (default 100)', query: {}, expected: Math.min(total, TRANSFERS_PAGE_SIZE.default), code: 'default-page-size' },
    { label: 'pageSize=1', query: { pageSize: 1 }, expected: 1, code: 'page-size-not-honoured' },
  ];
  // Page 1 of 2 in the default order, asked in the words of the query-modes check's first small page:
  // one answer serves both.
  if (total >= 3) probes.push({ label: 'pageSize=2', query: { orderBy: 'DESC', page: 1, pageSize: 2 }, expected: 2, code: 'page-size-not-honoured' });
  if (total < TRANSFERS_PAGE_SIZE.max) {
    // A server capping pageSize below 1000 would leave records for page 2.
    probes.push({ label: 'pageSize=1000, page=2', query: { pageSize: TRANSFERS_PAGE_SIZE.max, page: 2 }, expected: 0, code: 'capped-below-max' });
  }
  for await (const [probe, list] of inOrder(probes, (probe) => fetchList(ctx, endpoint.path, { ...data.window.query, ...probe.query }))) {
    if (!list.ok) {
      const stop = addListFailure(findings, probe.label, list.outcome);
      if (stop) return stop;
      continue;
    }
    if (list.items.length !== probe.expected) {
      findings.add(
        probe.code,
        `${probe.label}: ${list.items.length} ${endpoint.noun} returned where the window holds ${total} (expected ${probe.expected})`,
        list.exchange.evidence({
          expected: `${probe.expected} records`,
          actual: `${list.items.length} records`,
          note: `pageSize=1000 returned ${total} records for the same window`,
        }),
      );
    }
  }
  if (findings.count === 0 && total < TRANSFERS_PAGE_SIZE.max) {
    return unobservable(
      `${probes.map((p) => p.label).join(', ')} held on a window of ${total} ${endpoint.noun}, but the default of 100 and pageSize=1000 show only on a window of at least 1000`,
    );
  }
  return findings.outcome(`page sizes honoured on a window of ${total} ${endpoint.noun}`);
}

/** "| pageSize | INT | no | 1 to 1000, default 100 |". Both lists hold it: one check each. */
export const withdrawalsPageSize = {
  id: 'crypto-transfers.withdrawals-page-size',
  title: 'Withdrawal pages hold pageSize records (default 100, 1000 honoured), never more',
  requirements: ['WDR-PAGE-SIZE'],
  codes: PAGE_SIZE_CODES,
  needs: pageSizeNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return pageSizeRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsPageSize = {
  id: 'crypto-transfers.deposits-page-size',
  title: 'Deposit pages hold pageSize records (default 100, 1000 honoured), never more',
  requirements: ['DEP-PAGE-SIZE'],
  codes: PAGE_SIZE_CODES,
  needs: pageSizeNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return pageSizeRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

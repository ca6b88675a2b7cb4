// "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" with
// OPEN-POINTS #7: out-of-range input is not honoured (never more than 1000 records), a 5xx is a
// failure, and the status used to refuse it is reported, never judged. A 2xx within the bound shows
// the rule only where honouring would have returned more: more than 1000 records in the window
// (above the range) or at least one (pageSize=0).
import { inOrder } from '#support/in-order.js';
import { Findings, unobservable } from '#support/outcome.js';
import { objectsOf } from '#support/objects.js';
import { dataWindow, DEPOSITS, discoveredTransfers, idOf, sentWindow, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import { recentWindow } from '#support/query-datetimes.js';
import type { Check, CheckContext, CheckOutcome, DataNeeds } from '#types';
import { refusedNow } from './_support/refused-now.js';

const PAGE_SIZE_RANGE_CODES = {
  'server-error': 'a pageSize out of 1 to 1000 (0, 1001) answered a 5xx',
  'honoured': 'a pageSize above 1000 was honoured: more than 1000 records returned',
} as const;
/** A 4xx shows the rule on any account; a 2xx shows it only on a window of more than 1000 records. */
const pageSizeRangeNeeds = (): DataNeeds => ({ credentials: true });

const OUT_OF_RANGE = [0, TRANSFERS_PAGE_SIZE.max + 1, 5000] as const;

async function pageSizeRangeRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const discovered = discoveredTransfers(ctx, endpoint);
  const recent = recentWindow(ctx);
  const window = discovered.ok ? dataWindow(ctx, discovered.records) : sentWindow(ctx, recent.after, recent.before);
  const findings = new Findings(PAGE_SIZE_RANGE_CODES);
  const observed: string[] = [];
  const unseen: string[] = [];
  let moreThanMax: boolean | undefined;
  for await (const [pageSize, exchange] of inOrder(OUT_OF_RANGE, (pageSize) => ctx.http.get(endpoint.path, { ...window.query, pageSize }))) {
    const refused = await refusedNow(ctx, exchange);
    if (refused) return refused;
    const label = `pageSize=${pageSize}`;
    const expected = 'a 4xx, or a 200 with at most 1000 records';
    if (exchange.status >= 500) {
      findings.add('server-error', `${label} answered ${exchange.status}`, exchange.evidence({ expected, actual: String(exchange.status) }));
    } else if (exchange.status >= 200 && exchange.status < 300) {
      if (!Array.isArray(exchange.json)) {
        unseen.push(`${label} → ${exchange.status} without a list`);
        continue;
      }
      const count = exchange.json.length;
      if (count > TRANSFERS_PAGE_SIZE.max) {
        findings.add(
          'honoured',
          `${label} was honoured: ${count} ${endpoint.noun} returned`,
          exchange.evidence({ expected, actual: `${exchange.status} with ${count} records` }),
        );
        continue;
      }
      const words = `${label} → ${exchange.status} with ${count} record(s)`;
      if (pageSize === 0) (count > 0 ? observed : unseen).push(words);
      else {
        moreThanMax ??= await windowHoldsMoreThanMax(ctx, endpoint, window.query);
        (moreThanMax ? observed : unseen).push(words);
      }
    } else observed.push(`${label} → ${exchange.status}`);
  }
  if (findings.count === 0 && unseen.length > 0) {
    return unobservable(
      `a 2xx within the bound shows an out-of-range pageSize not honoured only where honouring would return more (over 1000 ${endpoint.noun} in the window): ${[...unseen, ...observed].join('; ')}`,
    );
  }
  return findings.outcome(`out-of-range pageSize not honoured (INFO, OPEN-POINTS #7): ${observed.join('; ')}`);
}

/**
 * Whether the window holds more than 1000 records: page 1 of pageSize=1000 is full and page 2 holds
 * a record page 1 does not (a server ignoring `page` shows nothing). Anything but lists counts as no.
 */
async function windowHoldsMoreThanMax(ctx: CheckContext, endpoint: TransferEndpoint, query: Record<string, string>): Promise<boolean> {
  const page = async (n: number) => {
    const exchange = await ctx.http.get(endpoint.path, { ...query, pageSize: TRANSFERS_PAGE_SIZE.max, page: n });
    return exchange.status === 200 && Array.isArray(exchange.json) ? objectsOf(exchange.json) : [];
  };
  const first = await page(1);
  if (first.length < TRANSFERS_PAGE_SIZE.max) return false;
  const ids = new Set(first.map(idOf));
  return (await page(2)).some((r) => !ids.has(idOf(r)));
}

/** "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" (OPEN-POINTS #7). Both lists hold it: one check each. */
export const withdrawalsPageSizeRange = {
  id: 'crypto-transfers.withdrawals-page-size-range',
  title: 'An out-of-range withdrawals pageSize is not honoured and gets no 5xx',
  requirements: ['WDR-PAGE-SIZE-RANGE'],
  codes: PAGE_SIZE_RANGE_CODES,
  needs: pageSizeRangeNeeds(),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return pageSizeRangeRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsPageSizeRange = {
  id: 'crypto-transfers.deposits-page-size-range',
  title: 'An out-of-range deposits pageSize is not honoured and gets no 5xx',
  requirements: ['DEP-PAGE-SIZE-RANGE'],
  codes: PAGE_SIZE_RANGE_CODES,
  needs: pageSizeRangeNeeds(),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return pageSizeRangeRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

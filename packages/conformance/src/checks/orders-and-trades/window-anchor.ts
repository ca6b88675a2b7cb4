// "a larger range is replaced by 90 days", the stricter, optional reading (SHOULD, OPEN-POINTS #3):
// the first and last records of a long range are those of the 90 days ending at createdAtBefore, or
// of the 90 days starting at createdAtAfter. Either anchor passes and is reported.
import { addDays } from '@tarc/domain';
import { failed, noData, passed } from '#support/outcome.js';
import * as orders from '#support/orders-target.js';
import type { ListTarget } from '#support/list-target.js';
import { type Ends, findOldData, longRangeStart, windowEnds } from '#support/probes/ninety-day-windows.js';
import { MAX_RANGE_DAYS } from '#support/query-datetimes.js';
import { daysBetween } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome } from '#types';

const WINDOW_ANCHOR_CODES = {
  'not-anchored': 'a range of more than 90 days was not replaced by the 90 days at either end',
} as const;

async function windowAnchorRule(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const before = found.before;
  const after = longRangeStart(found);
  const [l, b, a] = await Promise.all([
    windowEnds(ctx, target, after, before),
    windowEnds(ctx, target, addDays(before, -MAX_RANGE_DAYS), before),
    windowEnds(ctx, target, after, addDays(after, MAX_RANGE_DAYS)),
  ]);
  if (!l.ok) return l.outcome;
  if (!b.ok) return b.outcome;
  if (!a.ok) return a.outcome;
  const same = (x: Ends, y: Ends) => String(x.first) === String(y.first) && String(x.last) === String(y.last);
  const readings = [same(l, b) ? 'anchored at createdAtBefore' : undefined, same(l, a) ? 'anchored at createdAtAfter' : undefined].filter(Boolean);
  const range = `${after} .. ${before}`;
  if (readings.length > 0) return passed(`the ${daysBetween(after, before).toFixed(1)}-day range ${range} was replaced by 90 days ${readings.join(' and ')}`);
  return failed('not-anchored', `the range ${range} (more than 90 days) was not replaced by the 90 days at either end`, [
    l.exchange.evidence({
      expected: `oldest/newest createdAt ${String(b.first)}/${String(b.last)} (anchored at createdAtBefore) or ${String(a.first)}/${String(a.last)} (anchored at createdAtAfter)`,
      actual: `oldest/newest createdAt ${String(l.first)}/${String(l.last)}`,
    }),
  ]);
}

export const ordersWindowAnchor = {
  id: 'orders.window-anchor',
  title: 'GET /v1/orders: a range longer than 90 days is replaced by the 90 days at one end of it',
  requirements: ['ORD-LIST-WINDOW-ANCHOR'],
  codes: WINDOW_ANCHOR_CODES,
  needs: { credentials: true, orders: 2 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onBusiestPair(ctx, (target) => windowAnchorRule(ctx, target));
  },
} as const satisfies Check;

export const tradesWindowAnchor = {
  id: 'trades.window-anchor',
  title: 'GET /v1/trades: a range longer than 90 days is replaced by the 90 days at one end of it',
  requirements: ['TRD-LIST-WINDOW-ANCHOR'],
  codes: WINDOW_ANCHOR_CODES,
  needs: { credentials: true, trades: 2 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, (target) => windowAnchorRule(ctx, target));
  },
} as const satisfies Check;

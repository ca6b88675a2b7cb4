// The 90-day bounds of orders and trades (MUST readings, OPEN-POINTS #3): no record outside the
// requested bounds, no response spanning more than 90 days; for a range longer than 90 days
// (`window-max-range`: "the range is at most 90 days and a larger range is replaced by 90 days") and
// for createdAtAfter omitted (`window-default`: "when omitted and createdAtBefore is set, defaults to
// the last 90 days").
import type { Instant } from '@tarc/domain';
import type { ListRecord, ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings, noData } from '#support/outcome.js';
import { bothEnds, findOldData, type Gathered, longRangeStart } from '#support/probes/ninety-day-windows.js';
import { MAX_RANGE_DAYS, datetime } from '#support/query-datetimes.js';
import { createdAtOf, daysBetween } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome } from '#types';

const WINDOW_BOUNDS_CODES = {
  'outside-bounds': 'a record returned lies outside the window requested (or the default one)',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
} as const;

function judge(gathered: Gathered, bounds: { after?: Instant; before: Instant }, what: string, target: ListTarget): CheckOutcome {
  const findings = new Findings(WINDOW_BOUNDS_CODES);
  const evidence = (actual: string, expected: string) => gathered.exchanges[0]!.evidence({ expected, actual });
  let min: ListRecord | undefined;
  let max: ListRecord | undefined;
  for (const r of gathered.items) {
    const at = createdAtOf(r);
    if (at === undefined) continue;
    if (at > bounds.before || (bounds.after !== undefined && at <= bounds.after)) {
      findings.add(
        'outside-bounds',
        `${what}: ${String(r.id)} created at ${String(r.createdAt)} lies outside the requested bounds`,
        evidence(`${String(r.id)} at ${String(r.createdAt)}`, `${bounds.after ?? '…'} < createdAt <= ${bounds.before}`),
      );
      break;
    }
    if (!min || at < createdAtOf(min)!) min = r;
    if (!max || at > createdAtOf(max)!) max = r;
  }
  if (min && max) {
    const span = daysBetween(createdAtOf(min)!, createdAtOf(max)!);
    if (span > MAX_RANGE_DAYS) {
      findings.add(
        'spans-over-90-days',
        `${what}: the response spans ${span.toFixed(2)} days (${String(min.createdAt)} to ${String(max.createdAt)})`,
        evidence(`oldest ${String(min.id)} at ${String(min.createdAt)}, newest ${String(max.id)} at ${String(max.createdAt)}`, 'a span of at most 90 days'),
      );
    }
  }
  return findings.outcome(`${what}: ${gathered.items.length} ${target.label} read from both ends, all within the bounds and 90 days`);
}

/** A range longer than 90 days: nothing outside it, nothing spanning more than 90 days. */
async function windowMaxRangeRule(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const after = longRangeStart(found);
  const query = { ...target.base, createdAtBefore: datetime(ctx, found.before), createdAtAfter: datetime(ctx, after) };
  const gathered = await bothEnds(ctx, target, query);
  if (!('items' in gathered)) return gathered;
  const days = daysBetween(after, found.before).toFixed(1);
  return judge(gathered, { after, before: found.before }, `a ${days}-day range`, target);
}

/** createdAtAfter omitted: nothing after createdAtBefore, nothing spanning more than 90 days. */
async function windowDefaultRule(ctx: CheckContext, target: ListTarget): Promise<CheckOutcome> {
  const found = await findOldData(ctx, target);
  if ('outcome' in found) return found.outcome;
  if ('reason' in found) return noData(found.reason);
  const gathered = await bothEnds(ctx, target, { ...target.base, createdAtBefore: datetime(ctx, found.before) });
  if (!('items' in gathered)) return gathered;
  return judge(gathered, { before: found.before }, 'createdAtAfter omitted', target);
}

export const ordersWindowMaxRange = {
  id: 'orders.window-max-range',
  title: 'GET /v1/orders: a range longer than 90 days returns nothing outside it and spans at most 90 days',
  requirements: ['ORD-LIST-WINDOW-MAX-90-DAYS', 'ORD-LIMIT-MAX-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  codeRequirements: {
    'outside-bounds': ['ORD-LIST-WINDOW-MAX-90-DAYS', 'ORD-LIMIT-MAX-RANGE'],
    'spans-over-90-days': ['ORD-LIST-WINDOW-MAX-90-DAYS', 'ORD-LIMIT-MAX-RANGE'],
  },
  needs: { credentials: true, orders: 2 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onBusiestPair(ctx, (target) => windowMaxRangeRule(ctx, target));
  },
} as const satisfies Check;

export const ordersWindowDefault = {
  id: 'orders.window-default',
  title: 'GET /v1/orders: createdAtAfter omitted returns nothing after createdAtBefore and spans at most 90 days',
  requirements: ['ORD-LIST-WINDOW-DEFAULT', 'ORD-LIMIT-DEFAULT-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  codeRequirements: {
    'outside-bounds': ['ORD-LIST-WINDOW-DEFAULT', 'ORD-LIMIT-DEFAULT-RANGE'],
    'spans-over-90-days': ['ORD-LIST-WINDOW-DEFAULT', 'ORD-LIMIT-DEFAULT-RANGE'],
  },
  needs: { credentials: true, orders: 2 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onBusiestPair(ctx, (target) => windowDefaultRule(ctx, target));
  },
} as const satisfies Check;

export const tradesWindowMaxRange = {
  id: 'trades.window-max-range',
  title: 'GET /v1/trades: a range longer than 90 days returns nothing outside it and spans at most 90 days',
  requirements: ['TRD-LIST-WINDOW-MAX-90-DAYS', 'TRD-LIMIT-MAX-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  codeRequirements: {
    'outside-bounds': ['TRD-LIST-WINDOW-MAX-90-DAYS', 'TRD-LIMIT-MAX-RANGE'],
    'spans-over-90-days': ['TRD-LIST-WINDOW-MAX-90-DAYS', 'TRD-LIMIT-MAX-RANGE'],
  },
  needs: { credentials: true, trades: 2 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, (target) => windowMaxRangeRule(ctx, target));
  },
} as const satisfies Check;

export const tradesWindowDefault = {
  id: 'trades.window-default',
  title: 'GET /v1/trades: createdAtAfter omitted returns nothing after createdAtBefore and spans at most 90 days',
  requirements: ['TRD-LIST-WINDOW-DEFAULT', 'TRD-LIMIT-DEFAULT-RANGE'],
  codes: WINDOW_BOUNDS_CODES,
  codeRequirements: {
    'outside-bounds': ['TRD-LIST-WINDOW-DEFAULT', 'TRD-LIMIT-DEFAULT-RANGE'],
    'spans-over-90-days': ['TRD-LIST-WINDOW-DEFAULT', 'TRD-LIMIT-DEFAULT-RANGE'],
  },
  needs: { credentials: true, trades: 2 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, (target) => windowDefaultRule(ctx, target));
  },
} as const satisfies Check;

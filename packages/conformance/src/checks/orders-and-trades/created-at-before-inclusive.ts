// createdAtBefore: "created on or before this time" (inclusive), probed with real timestamps of
// discovered records, sent exactly in the configured DATETIME format.
import { addDays } from '@tarc/domain';
import type { ListRecord, ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings } from '#support/outcome.js';
import { sendable } from '#support/probes/boundaries.js';
import { fetchRecords, idsOf } from '#support/probes/collect.js';
import { datetime } from '#support/query-datetimes.js';
import { createdAtOf, exactDatetime, floorSecond } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const BEFORE_INCLUSIVE_CODES = {
  'before-not-inclusive': 'createdAtBefore equal to a record\'s createdAt does not return that record ("on or before")',
  'before-returns-later': 'createdAtBefore returned a record created after it',
} as const;

/** createdAtBefore = a record's createdAt returns that record (and nothing later). */
async function beforeInclusiveRule(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings(BEFORE_INCLUSIVE_CODES);
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    // createdAtAfter sent too, so the default window's anchor (OPEN-POINTS #3) does not matter.
    const query = { ...base, createdAtBefore: text, createdAtAfter: datetime(ctx, addDays(floorSecond(at), -1)), order: 'DESC', pageSize: target.maxPageSize };
    const result = await fetchRecords(ctx, target.path, query);
    if (!result.ok) return result.outcome;
    if (!idsOf(result.items).includes(String(record.id))) {
      findings.add(
        'before-not-inclusive',
        `createdAtBefore=${text} (the createdAt of ${String(record.id)}) does not return it`,
        result.exchange.evidence({
          expected: `record ${String(record.id)} created at ${String(record.createdAt)} ("on or before this time")`,
          actual: `${result.items.length} records, ids ${idsOf(result.items).slice(0, 5).join(', ') || 'none'}`,
        }),
      );
    }
    const later = result.items.find((r) => {
      const c = createdAtOf(r);
      return c !== undefined && c > at;
    });
    if (later) {
      findings.add(
        'before-returns-later',
        `createdAtBefore=${text} returns ${String(later.id)} created later, at ${String(later.createdAt)}`,
        result.exchange.evidence({
          expected: `createdAt <= ${at}`,
          actual: `${String(later.id)} at ${String(later.createdAt)}`,
        }),
      );
    }
  }
  return findings.outcome(`createdAtBefore equal to a createdAt included the record, for ${samples.length} ${target.label}`);
}

/** createdAtBefore: "orders created on or before this time", probed with real createdAt values. */
export const ordersCreatedAtBeforeInclusive = {
  id: 'orders.created-at-before-inclusive',
  title: "GET /v1/orders: createdAtBefore equal to an order's createdAt includes that order",
  requirements: ['ORD-LIST-CREATED-AT-BEFORE'],
  codes: BEFORE_INCLUSIVE_CODES,
  needs: { credentials: true, orders: 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onBusiestPair(ctx, (target) => beforeInclusiveRule(ctx, target, target.base, target.records));
  },
} as const satisfies Check;

/** createdAtBefore: "trades created on or before this time", probed with real createdAt values. */
export const tradesCreatedAtBeforeInclusive = {
  id: 'trades.created-at-before-inclusive',
  title: "GET /v1/trades: createdAtBefore equal to a trade's createdAt includes that trade",
  requirements: ['TRD-LIST-CREATED-AT-BEFORE'],
  codes: BEFORE_INCLUSIVE_CODES,
  needs: { credentials: true, trades: 1 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, (target) => beforeInclusiveRule(ctx, target, target.base, target.records));
  },
} as const satisfies Check;

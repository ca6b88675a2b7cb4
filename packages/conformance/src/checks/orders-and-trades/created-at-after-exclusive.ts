// createdAtAfter: "created after this time" (exclusive), probed with real timestamps of discovered
// records, sent exactly in the configured DATETIME format.
import { addDays } from '@tarc/domain';
import type { ListRecord, ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings } from '#support/outcome.js';
import { findAscending, sendable } from '#support/probes/boundaries.js';
import { fetchRecords, idsOf } from '#support/probes/collect.js';
import { datetime } from '#support/query-datetimes.js';
import { ceilSecond, createdAtOf, exactDatetime, floorSecond, notAfterRunStart, plusSeconds } from '#support/timestamps.js';
import * as trades from '#support/trades-target.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const AFTER_EXCLUSIVE_CODES = {
  'after-not-exclusive': 'createdAtAfter equal to a record\'s createdAt still returns that record ("after" is exclusive)',
  'after-returns-earlier': 'createdAtAfter returned a record created before it',
  'after-misses-record': 'createdAtAfter one second before a record was created does not return it',
} as const;

/**
 * createdAtAfter = a record's createdAt leaves it out (and nothing earlier comes back); a second
 * before that, it is in (the control that the window is not simply empty).
 */
async function afterExclusiveRule(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings(AFTER_EXCLUSIVE_CODES);
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    const before = datetime(ctx, notAfterRunStart(ctx, addDays(ceilSecond(at), 1)));
    const query = { ...base, createdAtBefore: before, order: 'ASC', pageSize: ORDERS_PAGE_SIZE.max };
    // Ascending from createdAtAfter: had the record been included, it would lead the first page.
    const [exclusive, control] = await Promise.all([
      fetchRecords(ctx, target.path, { ...query, createdAtAfter: text }),
      findAscending(ctx, target, { ...base, createdAtBefore: before, createdAtAfter: datetime(ctx, plusSeconds(floorSecond(at), -1)) }, record),
    ]);
    if (!exclusive.ok) return exclusive.outcome;
    if (!control.result.ok) return control.result.outcome;
    if (idsOf(exclusive.items).includes(String(record.id))) {
      findings.add(
        'after-not-exclusive',
        `createdAtAfter=${text} (the createdAt of ${String(record.id)}) still returns it`,
        exclusive.exchange.evidence({
          expected: `record ${String(record.id)} left out ("created after this time")`,
          actual: `record ${String(record.id)} created at ${String(record.createdAt)} is listed`,
        }),
      );
    }
    const earlier = exclusive.items.find((r) => {
      const c = createdAtOf(r);
      return c !== undefined && c < at;
    });
    if (earlier) {
      findings.add(
        'after-returns-earlier',
        `createdAtAfter=${text} returns ${String(earlier.id)} created earlier, at ${String(earlier.createdAt)}`,
        exclusive.exchange.evidence({
          expected: `createdAt > ${at}`,
          actual: `${String(earlier.id)} at ${String(earlier.createdAt)}`,
        }),
      );
    }
    if (!control.found) {
      const items = control.result.items;
      findings.add(
        'after-misses-record',
        `createdAtAfter one second before ${String(record.id)} was created does not return it`,
        control.result.exchange.evidence({
          expected: `record ${String(record.id)} created at ${String(record.createdAt)}`,
          actual: `not in ${control.read} page(s) read in ascending order; last page: ${items.length} records, ids ${idsOf(items).slice(0, 5).join(', ') || 'none'}`,
        }),
      );
    }
  }
  return findings.outcome(`createdAtAfter equal to a createdAt left the record out, for ${samples.length} ${target.label}`);
}

/** createdAtAfter: "orders created after this time", probed with real createdAt values. */
export const ordersCreatedAtAfterExclusive = {
  id: 'orders.created-at-after-exclusive',
  title: "GET /v1/orders: createdAtAfter equal to an order's createdAt leaves that order out",
  requirements: ['ORD-LIST-CREATED-AT-AFTER'],
  codes: AFTER_EXCLUSIVE_CODES,
  needs: { credentials: true, orders: 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onBusiestPair(ctx, (target) => afterExclusiveRule(ctx, target, target.base, target.records));
  },
} as const satisfies Check;

/** createdAtAfter: "trades created after this time", probed with real createdAt values. */
export const tradesCreatedAtAfterExclusive = {
  id: 'trades.created-at-after-exclusive',
  title: "GET /v1/trades: createdAtAfter equal to a trade's createdAt leaves that trade out",
  requirements: ['TRD-LIST-CREATED-AT-AFTER'],
  codes: AFTER_EXCLUSIVE_CODES,
  needs: { credentials: true, trades: 1 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTrades(ctx, (target) => afterExclusiveRule(ctx, target, target.base, target.records));
  },
} as const satisfies Check;

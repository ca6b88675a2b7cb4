// "ordered by createdAt", "order: ASC or DESC, default Desc". Non-strict (OPEN-POINTS #15).
import type { ListRecord, ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { createdAtViolation } from '#support/ordering.js';
import { Findings, unobservable } from '#support/outcome.js';
import { combineOutcomes } from '#support/probes/combine.js';
import { fetchRecords, idsOf, missingFrom, showIds } from '#support/probes/collect.js';
import * as trades from '#support/trades-target.js';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const CREATED_AT_ORDERING_CODES = {
  'asc-not-ascending': 'order=ASC returned records not in ascending createdAt order',
  'desc-not-descending': 'order=DESC returned records not in descending createdAt order',
  'default-not-descending': 'order omitted returned records not in descending createdAt order',
  'asc-not-desc-reversed': 'order=ASC did not return the records of order=DESC reversed',
  'default-not-desc': 'order omitted did not return the records of order=DESC (DESC is not the default)',
} as const;

const createdAts = (records: readonly ListRecord[]) => records.map((r) => String(r.createdAt));

/**
 * ASC is non-decreasing, DESC and `order` omitted non-increasing in createdAt; when the window fits
 * one page, ASC holds the records of DESC and its createdAt sequence is DESC's reversed (ties aside).
 */
async function createdAtOrderingRule(ctx: CheckContext, target: ListTarget, query: Query): Promise<CheckOutcome> {
  const pageSize = Math.min(target.maxPageSize, 100);
  const [asc, desc, omitted] = await Promise.all([
    // Page 1 named, as the query-modes checks ask DESC and the window-anchor checks ask both ends:
    // on the same window one answer serves them.
    fetchRecords(ctx, target.path, { ...query, order: 'ASC', page: 1, pageSize }),
    fetchRecords(ctx, target.path, { ...query, order: 'DESC', page: 1, pageSize }),
    fetchRecords(ctx, target.path, { ...query, page: 1, pageSize }),
  ]);
  if (!asc.ok) return asc.outcome;
  if (!desc.ok) return desc.outcome;
  if (!omitted.ok) return omitted.outcome;
  if (new Set(createdAts(desc.items)).size < 2 && new Set(createdAts(asc.items)).size < 2) {
    return unobservable(`fewer than two distinct createdAt values among the ${target.label} of the window probed`);
  }
  const findings = new Findings(CREATED_AT_ORDERING_CODES);
  for (const [name, result, direction] of [
    ['ASC', asc, 'ASC'],
    ['DESC', desc, 'DESC'],
    ['omitted (default Desc)', omitted, 'DESC'],
  ] as const) {
    const v = createdAtViolation(result.items, direction);
    if (v) {
      findings.add(
        name === 'ASC' ? 'asc-not-ascending' : name === 'DESC' ? 'desc-not-descending' : 'default-not-descending',
        `order=${name}: record #${v.index} has createdAt ${v.current} after ${v.previous}`,
        result.exchange.evidence({
          expected: `createdAt ${direction === 'ASC' ? 'non-decreasing' : 'non-increasing'} (ties in any order)`,
          actual: `${v.previous} then ${v.current} at index ${v.index}`,
        }),
      );
    }
  }
  const complete = asc.items.length < pageSize && desc.items.length < pageSize;
  if (complete) {
    const onlyAsc = missingFrom(asc.items, desc.items);
    const onlyDesc = missingFrom(desc.items, asc.items);
    const reversed = createdAts(desc.items).reverse().join(',') === createdAts(asc.items).join(',');
    if (onlyAsc.length > 0 || onlyDesc.length > 0 || !reversed) {
      findings.add(
        'asc-not-desc-reversed',
        'order=ASC is not order=DESC reversed',
        asc.exchange.evidence({
          expected: `the ${desc.items.length} records of DESC in reverse createdAt order`,
          actual: `only in ASC: ${showIds(onlyAsc) || 'none'}; only in DESC: ${showIds(onlyDesc) || 'none'}; createdAt sequence reversed: ${reversed}`,
        }),
      );
    }
    if (idsOf(omitted.items).length !== desc.items.length || missingFrom(omitted.items, desc.items).length > 0) {
      findings.add(
        'default-not-desc',
        'order omitted does not return the records of order=DESC',
        omitted.exchange.evidence({
          expected: `the ids of DESC: ${showIds(idsOf(desc.items))}`,
          actual: showIds(idsOf(omitted.items)) || 'no records',
        }),
      );
    }
  }
  return findings.outcome(
    `ASC, DESC and the default ordered by createdAt over ${desc.items.length} ${target.label}${complete ? ' (whole window)' : ' (first page)'}`,
  );
}

/**
 * Without orderIdAfter "the response is ordered by … createdAt"; "order: ASC or DESC, default Desc".
 * Probed on the newest ~45 orders (one page: ASC is DESC reversed) and on both ends of the newest
 * 90 days (where ids out of createdAt order are likelier to show).
 */
export const ordersCreatedAtOrdering = {
  id: 'orders.created-at-ordering',
  title: 'GET /v1/orders without orderIdAfter: ordered by createdAt, ASC/DESC honoured, DESC by default',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
  codes: CREATED_AT_ORDERING_CODES,
  codeRequirements: {
    'asc-not-ascending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'desc-not-descending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'default-not-descending': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'asc-not-desc-reversed': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
    'default-not-desc': ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER'],
  },
  needs: { credentials: true, orders: 2 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  async run(ctx) {
    return combineOutcomes(
      await Promise.all([
        orders.onOrdersWindow(ctx, 45, (target, query) => createdAtOrderingRule(ctx, target, query)),
        orders.onOrdersWindow(ctx, 'recent', (target, query) => createdAtOrderingRule(ctx, target, query)),
      ]),
    );
  },
} as const satisfies Check;

/** "Returns the account's trades as an array of Trade, ordered by createdAt"; "order: ASC or DESC, default Desc". */
export const tradesCreatedAtOrdering = {
  id: 'trades.created-at-ordering',
  title: 'GET /v1/trades: ordered by createdAt, ASC/DESC honoured, DESC by default',
  requirements: ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
  codes: CREATED_AT_ORDERING_CODES,
  codeRequirements: {
    'asc-not-ascending': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'desc-not-descending': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'default-not-descending': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'asc-not-desc-reversed': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
    'default-not-desc': ['TRD-LIST-ORDERED', 'TRD-LIST-ORDER'],
  },
  needs: { credentials: true, trades: 2 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTradesWindow(ctx, 60, (target, query) => createdAtOrderingRule(ctx, target, query));
  },
} as const satisfies Check;

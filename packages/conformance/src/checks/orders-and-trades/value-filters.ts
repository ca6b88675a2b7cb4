// A filter by a field's values ("type", "status" of orders, "side" of trades): every record matches
// the values asked for, and the single-value results together are the unfiltered result (a
// metamorphic check); several values at once return what each returns.
import { ORDER_TYPES, TRADE_SIDES } from '@tarc/domain';
import type { ListTarget } from '#support/list-target.js';
import * as orders from '#support/orders-target.js';
import { Findings, noData } from '#support/outcome.js';
import { type Collected, collect, missingFrom, showIds } from '#support/probes/collect.js';
import * as trades from '#support/trades-target.js';
import { LISTABLE_ORDER_STATUSES } from '#spec-constants';
import type { Check, CheckContext, CheckOutcome, Query } from '#types';

const FILTER_CODES = {
  'filter-not-applied': 'a filter returned a record whose field has another value than the one(s) asked for',
  'filter-union-differs': "the filter's results for each value together differ from the result without the filter",
  'multi-value-misses': 'the filter with several values missed records the single values return',
} as const;

/**
 * A filter of one value ("side | STRING", not STRING[]): no request sends several values, so nothing
 * can miss records with them, and no code says so.
 */
const SINGLE_VALUE_FILTER_CODES = {
  'filter-not-applied': FILTER_CODES['filter-not-applied'],
  'filter-union-differs': FILTER_CODES['filter-union-differs'],
} as const;

interface FilterProbe {
  /** The parameter, e.g. `type`. */
  param: string;
  /** The record field it filters, e.g. `type`. */
  field: string;
  values: readonly string[];
  /** Value subsets to ask for besides each single value (e.g. all of them, repeated). */
  combinations: readonly (readonly string[])[];
}

const MAX_PAGES = 3;

/** Every record matches the values asked for; the single-value results together are the unfiltered result. */
async function filterRule(ctx: CheckContext, target: ListTarget, query: Query, probe: FilterProbe): Promise<CheckOutcome> {
  // The largest page: on a trades window (about 150 trades) one page holds it all, and the unfiltered
  // page is trades.pair-filter's read of the same window (one answer for both).
  const size = target.maxPageSize;
  const asks: (readonly string[] | undefined)[] = [undefined, ...probe.values.map((v) => [v]), ...probe.combinations];
  const results = await Promise.all(asks.map((values) => collect(ctx, target.path, values ? { ...query, [probe.param]: values } : query, size, MAX_PAGES)));
  for (const r of results) if (!r.ok) return r.outcome;
  const done = results as Extract<Collected, { ok: true }>[];
  const all = done[0]!;
  if (all.items.length === 0) return noData(`no ${target.label} in the window probed`);
  const findings = new Findings(FILTER_CODES);
  asks.forEach((values, i) => {
    if (!values) return;
    const r = done[i]!;
    const stray = r.items.find((rec) => !values.includes(String(rec[probe.field])));
    if (stray) {
      findings.add(
        'filter-not-applied',
        `${probe.param}=${values.join('&')} returned ${String(stray.id)} with ${probe.field} ${JSON.stringify(stray[probe.field])}`,
        r.exchanges[0]!.evidence({ expected: `${probe.field} in ${values.join(', ')}`, actual: `${String(stray.id)}: ${JSON.stringify(stray[probe.field])}` }),
      );
    }
  });
  if (done.every((r) => r.complete)) {
    const singles = done.slice(1, 1 + probe.values.length).flatMap((r) => r.items);
    const lost = missingFrom(all.items, singles);
    const extra = missingFrom(singles, all.items);
    if (lost.length > 0 || extra.length > 0) {
      findings.add(
        'filter-union-differs',
        `the ${probe.param} results for ${probe.values.join(', ')} together differ from the result without ${probe.param}`,
        all.exchanges[0]!.evidence({
          expected: `the ${all.items.length} records without ${probe.param}`,
          actual: `missing from every single-value result: ${showIds(lost) || 'none'}; not in the unfiltered result: ${showIds(extra) || 'none'}`,
        }),
      );
    }
    probe.combinations.forEach((values, j) => {
      const r = done[1 + probe.values.length + j]!;
      const expected = done
        .slice(1, 1 + probe.values.length)
        .filter((_, k) => values.includes(probe.values[k]!))
        .flatMap((x) => x.items);
      const missing = missingFrom(expected, r.items);
      if (missing.length > 0) {
        findings.add(
          'multi-value-misses',
          `${probe.param}=${values.join('&')} misses ${showIds(missing)}, returned for the single values`,
          r.exchanges[0]!.evidence({ expected: `the union of the results for ${values.join(', ')}`, actual: `missing ${showIds(missing)}` }),
        );
      }
    });
  }
  const complete = done.every((r) => r.complete) ? '' : ' (first pages only: the union was not compared)';
  return findings.outcome(`${probe.param} filters held over ${all.items.length} ${target.label}${complete}`);
}

/** "type | STRING[] | no | Buy, Sell": single and repeated; Buy and Sell together are all orders. */
export const ordersTypeFilter = {
  id: 'orders.type-filter',
  title: 'GET /v1/orders: type filters (single, repeated) return only those types and together all orders',
  requirements: ['ORD-LIST-TYPE', 'GEN-STRING-ARRAY-EXPLODED'],
  codes: FILTER_CODES,
  codeRequirements: {
    'filter-not-applied': ['ORD-LIST-TYPE'],
    'filter-union-differs': ['ORD-LIST-TYPE', 'GEN-STRING-ARRAY-EXPLODED'],
    'multi-value-misses': ['ORD-LIST-TYPE', 'GEN-STRING-ARRAY-EXPLODED'],
  },
  needs: { credentials: true, orders: 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onOrdersWindow(ctx, 80, (target, query) =>
      filterRule(ctx, target, query, {
        param: 'type',
        field: 'type',
        values: ORDER_TYPES,
        combinations: [ORDER_TYPES],
      }),
    );
  },
} as const satisfies Check;

/**
 * "status | STRING[] | no | Untouched, Partial, Closed; when omitted all three are returned": single
 * and repeated; the three single results together are the result without status.
 */
export const ordersStatusFilter = {
  id: 'orders.status-filter',
  title: 'GET /v1/orders: status filters return only those statuses; omitted returns all three',
  requirements: ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
  codes: FILTER_CODES,
  codeRequirements: {
    'filter-not-applied': ['ORD-LIST-STATUS'],
    'filter-union-differs': ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
    'multi-value-misses': ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
  },
  needs: { credentials: true, orders: 1 },
  section: orders.LIST_SECTION,
  endpoint: orders.LIST_ENDPOINT,
  run(ctx) {
    return orders.onOrdersWindow(ctx, 80, (target, query) =>
      filterRule(ctx, target, query, {
        param: 'status',
        field: 'status',
        values: LISTABLE_ORDER_STATUSES,
        combinations: [['Untouched', 'Partial'], [...LISTABLE_ORDER_STATUSES]],
      }),
    );
  },
} as const satisfies Check;

/** "side | STRING | no | Buy, Sell": only that side; Buy and Sell together are all trades. */
export const tradesSideFilter = {
  id: 'trades.side-filter',
  title: 'GET /v1/trades: side returns only trades of that side, and Buy and Sell together all trades',
  requirements: ['TRD-LIST-SIDE'],
  codes: SINGLE_VALUE_FILTER_CODES,
  needs: { credentials: true, buyTrades: 1, sellTrades: 1 },
  section: trades.LIST_SECTION,
  endpoint: trades.LIST_ENDPOINT,
  run(ctx) {
    return trades.onTradesWindow(ctx, 150, (target, query) =>
      filterRule(ctx, target, query, {
        param: 'side',
        field: 'side',
        values: TRADE_SIDES,
        combinations: [],
      }),
    );
  },
} as const satisfies Check;

import { ordersTargets, recentDataWindow, windowQuery, noDataReason } from '#support/list-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { fetchRecords } from '#support/probes/collect.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

const CODES = {
  'other-pair': 'pairSymbol=X returned an order of another pair',
} as const;

/**
 * "pairSymbol | STRING | yes | must be an existing pair": every order returned is of that pair.
 * Asked for up to three pairs with orders, and for one broker pair without discovered orders over
 * the busiest pair's window: a filter that is ignored shows only when two pairs are asked for.
 */
export const ordersPairFilter = {
  id: 'orders.pair-filter',
  title: 'GET /v1/orders returns only orders of the pairSymbol asked for',
  requirements: ['ORD-LIST-PAIR-SYMBOL'],
  codes: CODES,
  needs: { credentials: true, orders: 1, brokerPairs: 2 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const targets = ordersTargets(ctx, 3);
    if (targets.length === 0) return noData(noDataReason(ctx, 'orders'));
    const asked = targets.map((t) => ({ pair: String(t.base.pairSymbol), window: windowQuery(ctx, recentDataWindow(t)) }));
    const quiet = (ctx.discovery.brokerPairs ?? []).map((p) => String(p.symbol)).find((s) => s !== '' && !asked.some((a) => a.pair === s));
    if (quiet !== undefined) asked.push({ pair: quiet, window: asked[0]!.window });
    const findings = new Findings(CODES);
    let seen = 0;
    // The record sample's words (page 1 named): on the busiest pairs, its answers serve.
    const results = await Promise.all(
      asked.map((a) => fetchRecords(ctx, '/v1/orders', { pairSymbol: a.pair, ...a.window, page: 1, pageSize: ORDERS_PAGE_SIZE.max })),
    );
    for (const [i, result] of results.entries()) {
      if (!result.ok) return result.outcome;
      const pair = asked[i]!.pair;
      seen += result.items.length;
      const stray = result.items.find((o) => o.pairSymbol !== pair);
      if (stray) {
        findings.add(
          'other-pair',
          `pairSymbol=${pair} returned order ${String(stray.id)} of ${JSON.stringify(stray.pairSymbol)}`,
          result.exchange.evidence({ expected: `pairSymbol ${pair}`, actual: `order ${String(stray.id)}: ${JSON.stringify(stray.pairSymbol)}` }),
        );
      }
    }
    if (findings.count > 0) return findings.outcome();
    if (seen === 0) return unobservable('orders were discovered, but the windows probed returned none');
    if (asked.length < 2) return unobservable(`only ${asked[0]!.pair} could be asked for (no second broker pair), so a filter that is ignored could not show`);
    return findings.outcome(`${seen} orders of ${asked.length} pair(s) asked for (${asked.map((a) => a.pair).join(', ')}), each of the pair asked for`);
  },
} as const satisfies Check;

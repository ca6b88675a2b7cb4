import { ordersTargets, recentDataWindow, windowQuery, noDataReason } from '../../support/list-target.js';
import type { ListRecord } from '../../support/list-target.js';
import { Findings, skipped } from '../../support/outcome.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION } from './_support/target.js';
import { fetchRecords } from '../../support/probes/collect.js';

/** "pairSymbol | STRING | yes | must be an existing pair": every order returned is of that pair. */
export const ordersPairFilter: Check = {
  id: 'orders.pair-filter',
  title: 'GET /v1/orders returns only orders of the pairSymbol asked for',
  requirements: ['ORD-LIST-PAIR-SYMBOL'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const targets = ordersTargets(ctx, 3);
    if (targets.length === 0) return skipped(noDataReason(ctx, 'orders'));
    const findings = new Findings();
    let seen = 0;
    const results = await Promise.all(targets.map((t) =>
      fetchRecords(ctx, t.path, { ...t.base, ...windowQuery(ctx, recentDataWindow(t)), pageSize: 50 })));
    for (const [i, result] of results.entries()) {
      if (!result.ok) return result.outcome;
      const pair = String(targets[i]!.base.pairSymbol);
      seen += result.items.length;
      const stray = result.items.find((o) => o.pairSymbol !== pair);
      if (stray) {
        findings.add(`pairSymbol=${pair} returned order ${String(stray.id)} of ${JSON.stringify(stray.pairSymbol)}`,
          result.exchange.evidence({ expected: `pairSymbol ${pair}`, actual: `order ${String(stray.id)}: ${JSON.stringify(stray.pairSymbol)}` }));
      }
    }
    if (seen === 0) return skipped('the windows probed returned no orders');
    return findings.outcome(`${seen} orders of ${targets.length} pair(s), each of the pair asked for`);
  },
};

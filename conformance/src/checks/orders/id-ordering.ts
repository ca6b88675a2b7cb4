import type { ListRecord } from '../../support/list-target.js';
import { idViolation } from '../../support/ordering.js';
import { Findings } from '../../support/outcome.js';
import type { Check } from '../../types.js';
import { belowFloor, idMode, sortedIds } from './_support/ids.js';
import { LIST_ENDPOINT, LIST_SECTION, onBusiestPair } from './_support/target.js';
import { fetchRecords } from '../../support/probes/collect.js';

/**
 * orderIdAfter: "when set, the response is ordered by id"; ASC ascending, DESC and the default
 * descending, no id below orderIdAfter. Ids compared per OPEN-POINTS #10.
 */
export const ordersIdOrdering: Check = {
  id: 'orders.id-ordering',
  title: 'GET /v1/orders with orderIdAfter: ordered by id, ASC/DESC honoured, DESC by default',
  requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER', 'ORD-LIST-ORDER'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onBusiestPair(ctx, async (target) => {
      const known = sortedIds(target.records, idMode(target.records.map((r) => String(r.id))).mode);
      const floor = known[Math.floor(known.length / 2)]!;
      const query = { ...target.base, orderIdAfter: floor, pageSize: 50 };
      const [asc, desc, omitted] = await Promise.all([
        fetchRecords(ctx, target.path, { ...query, order: 'ASC' }),
        fetchRecords(ctx, target.path, { ...query, order: 'DESC' }),
        fetchRecords(ctx, target.path, query),
      ]);
      if (!asc.ok) return asc.outcome;
      if (!desc.ok) return desc.outcome;
      if (!omitted.ok) return omitted.outcome;
      const all = [...asc.items, ...desc.items, ...omitted.items].map((r) => String(r.id));
      const { mode, words } = idMode([...all, floor]);
      const findings = new Findings();
      for (const [name, result, direction] of [['ASC', asc, 'ASC'], ['DESC', desc, 'DESC'], ['omitted (default Desc)', omitted, 'DESC']] as const) {
        const v = idViolation(result.items, direction).violation;
        if (v) {
          findings.add(`orderIdAfter=${floor}, order=${name}: id ${v.current} follows ${v.previous}`, result.exchange.evidence({
            expected: `ids ${direction === 'ASC' ? 'ascending' : 'descending'}`, actual: `${v.previous} then ${v.current} at index ${v.index}`, note: words,
          }));
        }
        const low = belowFloor(result.items, floor, mode);
        if (low) {
          findings.add(`orderIdAfter=${floor}, order=${name}: id ${String(low.id)} is below it`, result.exchange.evidence({
            expected: `ids >= ${floor}`, actual: String(low.id), note: words,
          }));
        }
      }
      if (omitted.items.map((r) => String(r.id)).join(',') !== desc.items.map((r) => String(r.id)).join(',')) {
        findings.add(`orderIdAfter=${floor}: order omitted differs from order=DESC`, omitted.exchange.evidence({
          expected: `the ids of DESC: ${desc.items.slice(0, 5).map((r) => String(r.id)).join(', ')}…`,
          actual: omitted.items.slice(0, 5).map((r) => String(r.id)).join(', ') || 'no orders', note: words,
        }));
      }
      return findings.outcome(`ordered by id from ${floor}, ${asc.items.length} orders ASC and ${desc.items.length} DESC (${words})`);
    });
  },
};

// A STRING[] filter ("type", "status", …): every record matches the values asked for, and the
// single-value results together are the unfiltered result (a metamorphic check).
import type { CheckContext, CheckOutcome, Query } from '#types';
import type { ListTarget } from '../list-target.js';
import { Findings, noData } from '../outcome.js';
import { collect, missingFrom, showIds } from './collect.js';
import type { Collected } from './collect.js';

/** The finding codes of the filter probes, each with what it means (a check calling it declares these). */
export const FILTER_CODES = {
  'filter-not-applied': 'a filter returned a record whose field has another value than the one(s) asked for',
  'filter-union-differs': "the filter's results for each value together differ from the result without the filter",
  'multi-value-misses': 'the filter with several values missed records the single values return',
} as const;

export interface FilterProbe {
  /** The parameter, e.g. `type`. */
  param: string;
  /** The record field it filters, e.g. `type`. */
  field: string;
  values: readonly string[];
  /** Value subsets to ask for besides each single value (e.g. all of them, repeated). */
  combinations: readonly (readonly string[])[];
}

const MAX_PAGES = 3;

export async function filterProbe(ctx: CheckContext, target: ListTarget, query: Query, probe: FilterProbe): Promise<CheckOutcome> {
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

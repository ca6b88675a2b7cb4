import { LISTABLE_ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import { fetchList } from '#support/fetch-list.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { objectsOf } from '#support/objects.js';
import { newerThanRun } from '#support/timestamps.js';
import { ordersPage } from './_support/orders-page.js';

const CODES = {
  'filtered-not-a-list': 'a STRING[] filter sent in exploded form (the name repeated) was not answered with a list',
  'repeated-values-lost': 'a STRING[] parameter repeated (exploded form) selected fewer records than its values select (only one value counted)',
} as const;

/**
 * "STRING[]: a repeated query parameter, one occurrence per value (RFC 6570 exploded form)". On
 * GET /v1/orders, every value of type (Buy, Sell) or of status (Untouched, Partial, Closed: "when
 * omitted all three are returned") selects the same orders as no filter at all; a server that reads
 * only one occurrence selects fewer.
 */
export const stringArrayExploded = {
  id: 'general.string-array-exploded',
  title: 'STRING[] parameters are read in exploded form: every repeated value counts',
  requirements: ['GEN-STRING-ARRAY-EXPLODED'],
  codes: CODES,
  needs: { credentials: true, orders: 2 },
  section: 'Endpoints',
  endpoint: 'GET /v1/orders',
  async run(ctx) {
    const page = ordersPage(ctx);
    if (page === undefined) return noData('discovery found no order in any pair, so a filter cannot be told from no filter');
    // A full page of a window that ends no later than the run's start (orders.canceled-excluded's
    // first page, whose unfiltered and all-status pages serve both), or the oldest ids from 0: either
    // way, orders arriving during the run do not shift the page.
    const { pair, query: base } = page;
    const unfiltered = await fetchList(ctx, '/v1/orders', base);
    if (!unfiltered.ok) {
      if (unfiltered.outcome.status === 'not-evaluated') return unfiltered.outcome;
      return unobservable(`GET /v1/orders without a filter did not answer a list (${unfiltered.outcome.message ?? ''}); the orders checks report it`);
    }
    // An order created after the run started may arrive between the two requests: never compared.
    const listed = objectsOf(unfiltered.items).filter((o) => !newerThanRun(ctx, o));
    const ids = listed.map((o) => String(o.id));
    if (ids.length === 0) return unobservable(`GET /v1/orders for ${pair} returned no order`);
    const findings = new Findings(CODES);
    const variants: [string, readonly string[]][] = [
      ['status', LISTABLE_ORDER_STATUSES],
      ['type', ORDER_TYPES],
    ];
    const distinct: string[] = [];
    const blind: string[] = [];
    for (const [name, values] of variants) {
      const seen = new Set(listed.map((o) => String(o[name])));
      distinct.push(`${seen.size} ${name} value(s)`);
      // With one value among the orders, a server reading only one occurrence may select them all.
      if (seen.size < 2) blind.push(`${name} (all ${listed.length} order(s) have ${[...seen].join(', ')})`);
      const filtered = await fetchList(ctx, '/v1/orders', { ...base, [name]: values });
      if (!filtered.ok) {
        if (filtered.outcome.status === 'not-evaluated') return filtered.outcome;
        findings.add('filtered-not-a-list', `${name}=${values.join(`&${name}=`)}: ${filtered.outcome.message ?? 'not a list'}`, filtered.outcome.evidence);
        continue;
      }
      const got = objectsOf(filtered.items)
        .filter((o) => !newerThanRun(ctx, o))
        .map((o) => String(o.id));
      if (got.join('\n') !== ids.join('\n')) {
        const kept = [...new Set(objectsOf(filtered.items).map((o) => String(o[name])))];
        findings.add(
          'repeated-values-lost',
          `${name}=${values.join(`&${name}=`)} selected ${got.length} order(s) (${name} ${kept.join(', ') || 'none'}), no filter selected ${ids.length}`,
          filtered.exchange.evidence({
            expected: `the same ${ids.length} order(s) as without ${name} (first ids ${ids.slice(0, 5).join(', ')})`,
            actual: `${got.length} order(s) (first ids ${got.slice(0, 5).join(', ')})`,
          }),
        );
      }
    }
    if (findings.count === 0 && blind.length > 0) {
      return unobservable(
        `repeated values selected the same ${ids.length} order(s) as no filter, but a single value of ${blind.join(' and ')} cannot tell exploded reading from reading one occurrence`,
      );
    }
    return findings.outcome(
      `repeated status and type values select the same ${ids.length} order(s) as no filter (page of ${pair} with ${distinct.join(' and ')})`,
    );
  },
} as const satisfies Check;

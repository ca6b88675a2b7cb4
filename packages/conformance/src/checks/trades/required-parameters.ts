import { inOrder } from '#support/in-order.js';
import { addDays } from '@tarc/domain';
import { Findings, noData } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import { recordsReturned } from '#support/required-parameters.js';
import type { Check, Query } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

const CODES = {
  'server-error': 'a trades request missing pairSymbol or its dates answered a 5xx',
  'trades-returned': 'a trades request missing pairSymbol or its dates answered 2xx with trades',
} as const;

/**
 * "pairSymbol | STRING[] | yes", "createdAtBefore | required if createdAt is not set" and the
 * reverse. The spec gives no failure status for trades (OPEN-POINTS #7): a request missing one is
 * not honoured (no records, no 5xx); the 4xx used is reported. orderId is not sent (OPEN-POINTS #1).
 */
export const tradesRequiredParameters = {
  id: 'trades.required-parameters',
  title: 'GET /v1/trades without pairSymbol, or without createdAtBefore and createdAt, returns no trades and no 5xx',
  requirements: ['TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED'],
  codes: CODES,
  codeRequirements: {
    'server-error': ['TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED'],
    'trades-returned': ['TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED'],
  },
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairs = [...new Set((ctx.discovery.account.trades ?? []).map((t) => String(t.pairSymbol)))].slice(0, 3);
    if (pairs.length === 0) return noData('no trades were discovered: a refusal could not be told from an empty answer');
    // Bounds that would hold the newest trades, had the request been honoured.
    const before = datetime(ctx, addDays(ctx.discovery.now, 1));
    const after = datetime(ctx, addDays(ctx.discovery.now, -89));
    const probes: { label: string; query: Query }[] = [
      { label: 'pairSymbol missing', query: { createdAtBefore: before, createdAtAfter: after } },
      { label: 'createdAtBefore and createdAt missing', query: { pairSymbol: pairs, createdAtAfter: after } },
    ];
    const findings = new Findings(CODES);
    const observed: string[] = [];
    for await (const [probe, exchange] of inOrder(probes, (probe) => ctx.http.get('/v1/trades', { ...probe.query, pageSize: TRADES_PAGE_SIZE.max }))) {
      const expected = 'a 4xx (or no trades), never a 5xx or trades';
      const count = recordsReturned(exchange);
      if (exchange.status >= 500) {
        findings.add('server-error', `${probe.label}: answered ${exchange.status}`, exchange.evidence({ expected, actual: String(exchange.status) }));
      } else if (count > 0) {
        findings.add(
          'trades-returned',
          `${probe.label}: answered ${exchange.status} with ${count} trades`,
          exchange.evidence({ expected, actual: `${exchange.status} with ${count} trades` }),
        );
      } else {
        observed.push(`${probe.label} → ${exchange.status}${Array.isArray(exchange.json) ? ' with no trades' : ''}`);
      }
    }
    return findings.outcome(`requests missing a required parameter were not honoured (the status is INFO, OPEN-POINTS #7): ${observed.join('; ')}`);
  },
} as const satisfies Check;

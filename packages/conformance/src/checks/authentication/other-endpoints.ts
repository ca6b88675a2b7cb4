import { inOrder } from '#support/in-order.js';
import { addDays } from '@tarc/domain';
import { passed } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, Query } from '#types';
import { MAX_RANGE_DAYS } from '#spec-constants';

/**
 * "Whether the crypto-withdrawals, crypto-deposits, broker-pairs, crypto-assets,
 * crypto-network-families and fee-levels endpoints require these headers: not shown." (OPEN-POINTS
 * #6): each is asked without credentials and what it answers is reported, never judged.
 */
export const authenticationOtherEndpoints = {
  id: 'authentication.other-endpoints',
  title: 'What the six other endpoints answer without credentials (INFO)',
  requirements: ['AUTH-OTHER-ENDPOINTS'],
  codes: {},
  section: 'Authentication',
  async run(ctx) {
    const window: Query = {
      createdAtAfter: datetime(ctx, addDays(ctx.discovery.now, -MAX_RANGE_DAYS)),
      createdAtBefore: datetime(ctx, ctx.discovery.now),
    };
    const probes: { path: string; query?: Query }[] = [
      { path: '/v1/crypto-withdrawals', query: window },
      { path: '/v1/crypto-deposits', query: window },
      { path: '/v1/broker-pairs' },
      { path: '/v1/crypto-assets' },
      { path: '/v1/crypto-network-families' },
      { path: '/v1/fee-levels' },
    ];
    const seen: string[] = [];
    for await (const [probe, exchange] of inOrder(probes, (probe) => ctx.http.get(probe.path, probe.query, { credentials: 'none' }))) {
      const records = Array.isArray(exchange.json) ? ` (${exchange.json.length} record(s))` : '';
      seen.push(`${probe.path} → ${exchange.status}${records}`);
    }
    return passed(`without credentials: ${seen.join('; ')}`);
  },
} as const satisfies Check;

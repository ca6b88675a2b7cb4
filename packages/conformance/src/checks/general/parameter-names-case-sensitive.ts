import { failed, noData, passed, unobservable } from '#support/outcome.js';
import { judgeRefusal } from '#support/refusal.js';
import type { Check } from '#types';

const CODES = {
  'name-read-case-insensitively': 'PAIRSYMBOL was read as pairSymbol: GET /v1/orders without pairSymbol answered 200',
} as const;

/**
 * "Names are case-sensitive as written." PAIRSYMBOL is not pairSymbol, so GET /v1/orders with only
 * PAIRSYMBOL lacks the required pairSymbol and is rejected; a 200 means the name was read
 * case-insensitively. SHOULD: the convention is stated, its failure status is not.
 */
export const parameterNamesCaseSensitive = {
  id: 'general.parameter-names-case-sensitive',
  title: 'Parameter names are case-sensitive: PAIRSYMBOL is not taken for pairSymbol',
  requirements: ['GEN-PARAM-NAMES-CASE'],
  codes: CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints',
  endpoint: 'GET /v1/orders',
  async run(ctx) {
    const pair = ctx.discovery.brokerPairs?.find((p) => typeof p.symbol === 'string')?.symbol;
    if (pair === undefined) return noData('discovery found no broker pair to name');
    const exchange = await ctx.http.get('/v1/orders', { PAIRSYMBOL: pair, orderIdAfter: '0' });
    if (exchange.status === 401 || exchange.status === 403) {
      return judgeRefusal(ctx, exchange);
    }
    if (exchange.status >= 400 && exchange.status < 500) {
      return passed(`PAIRSYMBOL=${pair} without pairSymbol was rejected with ${exchange.status}`);
    }
    // Another answer (a 5xx, general.no-5xx's finding) says nothing of how the name was read.
    if (exchange.status !== 200) {
      return unobservable(
        `GET /v1/orders with PAIRSYMBOL and no pairSymbol answered ${exchange.status}: neither a rejection nor a list, so how the name was read cannot be seen`,
      );
    }
    return failed('name-read-case-insensitively', `PAIRSYMBOL=${pair} was read as pairSymbol: GET /v1/orders without pairSymbol answered 200`, [
      exchange.evidence({ expected: 'a 4xx: pairSymbol is missing', actual: String(exchange.status) }),
    ]);
  },
} as const satisfies Check;

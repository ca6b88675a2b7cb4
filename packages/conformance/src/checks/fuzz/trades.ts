import type { Check } from '#types';
import { noData } from '#support/outcome.js';
import { discoveredPairs, tradesOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in every parameter of GET /v1/trades: a 200 or a 4xx (OPEN-POINTS #7), never a 5xx or a hang. */
export const fuzzTrades = {
  id: 'fuzz.trades',
  title: 'GET /v1/trades: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints > GET /v1/trades',
  endpoint: 'GET /v1/trades',
  async run(ctx) {
    const pairs = discoveredPairs(ctx);
    if (pairs.length === 0) return noData('discovery found no broker pair to build valid queries from');
    return fuzzOperation(ctx, tradesOperation(ctx, pairs));
  },
} as const satisfies Check;

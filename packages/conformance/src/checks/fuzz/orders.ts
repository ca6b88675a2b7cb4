import type { Check } from '#types';
import { noData } from '#support/outcome.js';
import { discoveredPairs, ordersOperation } from './_support/operations.js';
import { ORDERS_FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in every parameter of GET /v1/orders: never a 5xx or a hang, and a value the spec certainly rejects is a 400 keyed by its parameter (Errors rule 1). */
export const fuzzOrders = {
  id: 'fuzz.orders',
  title: 'GET /v1/orders: hostile input never gets a 5xx or a hang, and certainly invalid values a keyed 400 (fuzzing)',
  requirements: ['ERR-NO-5XX', 'ORD-LIST-INVALID-400', 'ERR-400-ERRORS-KEYED'],
  codes: ORDERS_FUZZ_CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints > GET /v1/orders',
  endpoint: 'GET /v1/orders',
  async run(ctx) {
    const pairs = discoveredPairs(ctx);
    if (pairs.length === 0) return noData('discovery found no broker pair to build valid queries from');
    return fuzzOperation(ctx, ordersOperation(ctx, pairs));
  },
} as const satisfies Check;

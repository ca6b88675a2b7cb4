import type { Check } from '#types';
import { lookupOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Malformed ids in the path of GET /v1/trades/{id} (long, beyond 64 bits, Unicode, quotes, dot segments, encoded slashes, broken escapes): a 404 or another 4xx, never a 5xx or a hang. */
export const fuzzTradeById = {
  id: 'fuzz.trade-by-id',
  title: 'GET /v1/trades/{id}: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/trades/{id}',
  endpoint: 'GET /v1/trades/{id}',
  async run(ctx) {
    return fuzzOperation(ctx, lookupOperation(ctx, 'trades'));
  },
} as const satisfies Check;

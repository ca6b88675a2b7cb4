import type { Check } from '#types';
import { simpleOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in its symbol filter, repeated and unknown parameters of GET /v1/broker-pairs: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzBrokerPairs = {
  id: 'fuzz.broker-pairs',
  title: 'GET /v1/broker-pairs: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/broker-pairs',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/broker-pairs', 'symbol'));
  },
} as const satisfies Check;

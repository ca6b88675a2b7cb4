import type { Check } from '#types';
import { simpleOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in unknown and repeated parameters of GET /v1/crypto-network-families: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzCryptoNetworkFamilies = {
  id: 'fuzz.crypto-network-families',
  title: 'GET /v1/crypto-network-families: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-network-families',
  endpoint: 'GET /v1/crypto-network-families',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/crypto-network-families'));
  },
} as const satisfies Check;

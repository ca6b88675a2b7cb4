import type { Check } from '#types';
import { simpleOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in unknown and repeated parameters of GET /v1/crypto-assets: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzCryptoAssets = {
  id: 'fuzz.crypto-assets',
  title: 'GET /v1/crypto-assets: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-assets',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/crypto-assets'));
  },
} as const satisfies Check;

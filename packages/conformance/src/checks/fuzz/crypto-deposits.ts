import type { Check } from '#types';
import { transfersOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in every parameter of GET /v1/crypto-deposits: a 200 or a 4xx (OPEN-POINTS #7), never a 5xx or a hang. */
export const fuzzCryptoDeposits = {
  id: 'fuzz.crypto-deposits',
  title: 'GET /v1/crypto-deposits: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  async run(ctx) {
    return fuzzOperation(ctx, transfersOperation(ctx, '/v1/crypto-deposits'));
  },
} as const satisfies Check;

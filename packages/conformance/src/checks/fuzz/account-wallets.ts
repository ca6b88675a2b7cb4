import type { Check } from '#types';
import { simpleOperation } from './_support/operations.js';
import { FUZZ_CODES, fuzzOperation } from './_support/run-fuzz.js';

/** Hostile values in its currencySymbol filter, repeated and unknown parameters of GET /v1/account-wallets: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzAccountWallets = {
  id: 'fuzz.account-wallets',
  title: 'GET /v1/account-wallets: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/account-wallets',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/account-wallets', 'currencySymbol'));
  },
} as const satisfies Check;

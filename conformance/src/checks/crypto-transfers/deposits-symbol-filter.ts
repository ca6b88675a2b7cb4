import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { SYMBOL_FILTER_CODES, symbolFilterRule, symbolFilterNeeds } from './rules/symbol-filter.js';

/** "| symbol | STRING | no | crypto asset symbol |", read through the crypto assets' currencySymbol. */
export const depositsSymbolFilter: Check = {
  id: 'crypto-transfers.deposits-symbol-filter',
  title: "The deposits symbol filter agrees with the assets' currencySymbol",
  requirements: ['DEP-FILTER-SYMBOL'],
  codes: [...SYMBOL_FILTER_CODES],
  needs: symbolFilterNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => symbolFilterRule(ctx, DEPOSITS),
};

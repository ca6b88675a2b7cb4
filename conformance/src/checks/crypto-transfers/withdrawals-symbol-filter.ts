import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { SYMBOL_FILTER_CODES, symbolFilterRule, symbolFilterNeeds } from './rules/symbol-filter.js';

/** "| symbol | STRING | no | crypto asset symbol |", read through the crypto assets' currencySymbol. */
export const withdrawalsSymbolFilter: Check = {
  id: 'crypto-transfers.withdrawals-symbol-filter',
  title: "The withdrawals symbol filter agrees with the assets' currencySymbol",
  requirements: ['WDR-FILTER-SYMBOL'],
  codes: [...SYMBOL_FILTER_CODES],
  needs: symbolFilterNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => symbolFilterRule(ctx, WITHDRAWALS),
};

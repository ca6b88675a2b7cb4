import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PROPERTY_CODES, propertyRule, propertyNeeds } from './rules/property.js';

/** Random valid withdrawals queries: schema, window, ordering, page-size bound and filters hold. */
export const withdrawalsProperty: Check = {
  id: 'crypto-transfers.withdrawals-property',
  title: 'Random valid withdrawals queries get responses within every rule (property)',
  requirements: ['WDR-LIST', 'WDR-FIELDS', 'WDR-STATUS', 'WDR-WINDOW', 'WDR-ORDER-BY', 'WDR-PAGE-SIZE', 'WDR-FILTER-SYMBOL', 'WDR-FILTER-EXTERNAL-TRANSACTION-ID'],
  codes: [...PROPERTY_CODES],
  needs: propertyNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => propertyRule(ctx, WITHDRAWALS),
};

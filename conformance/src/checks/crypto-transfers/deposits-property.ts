import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PROPERTY_CODES, propertyRule, propertyNeeds } from './rules/property.js';

/** Random valid deposits queries: schema, window, ordering, page-size bound, filter and absent fields hold. */
export const depositsProperty: Check = {
  id: 'crypto-transfers.deposits-property',
  title: 'Random valid deposits queries get responses within every rule (property)',
  requirements: ['DEP-LIST', 'DEP-FIELDS', 'DEP-NO-WITHDRAWAL-FIELDS', 'DEP-WINDOW', 'DEP-ORDER-BY', 'DEP-PAGE-SIZE', 'DEP-FILTER-SYMBOL'],
  codes: [...PROPERTY_CODES],
  needs: propertyNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => propertyRule(ctx, DEPOSITS),
};

import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { SCHEMA_CODES, schemaRule, schemaNeeds } from './rules/schema.js';

/** "Returns an array of Crypto deposit" with the fields of the Crypto deposit table; memoTag "string or null". */
export const depositsSchema: Check = {
  id: 'crypto-transfers.deposits-schema',
  title: 'Every deposit matches the Crypto deposit table (memoTag a string or null)',
  requirements: ['DEP-LIST', 'DEP-FIELDS'],
  codes: [...SCHEMA_CODES],
  needs: schemaNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => schemaRule(ctx, DEPOSITS),
};

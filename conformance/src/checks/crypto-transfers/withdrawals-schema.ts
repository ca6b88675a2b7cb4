import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { SCHEMA_CODES, schemaRule, schemaNeeds } from './rules/schema.js';

/** "Returns an array of Crypto withdrawal" with the fields of the Crypto withdrawal table; memoTag "string or null". */
export const withdrawalsSchema: Check = {
  id: 'crypto-transfers.withdrawals-schema',
  title: 'Every withdrawal matches the Crypto withdrawal table (memoTag a string or null)',
  requirements: ['WDR-LIST', 'WDR-FIELDS'],
  codes: [...SCHEMA_CODES],
  needs: schemaNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => schemaRule(ctx, WITHDRAWALS),
};

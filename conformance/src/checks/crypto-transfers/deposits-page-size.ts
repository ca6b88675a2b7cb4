import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGE_SIZE_CODES, pageSizeRule, pageSizeNeeds } from './rules/page-size.js';

/** "| pageSize | INT | no | 1 to 1000, default 100 |". */
export const depositsPageSize: Check = {
  id: 'crypto-transfers.deposits-page-size',
  title: 'Deposit pages hold pageSize records (default 100, 1000 honoured), never more',
  requirements: ['DEP-PAGE-SIZE'],
  codes: [...PAGE_SIZE_CODES],
  needs: pageSizeNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => pageSizeRule(ctx, DEPOSITS),
};

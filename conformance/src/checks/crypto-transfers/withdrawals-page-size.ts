import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGE_SIZE_CODES, pageSizeRule, pageSizeNeeds } from './rules/page-size.js';

/** "| pageSize | INT | no | 1 to 1000, default 100 |". */
export const withdrawalsPageSize: Check = {
  id: 'crypto-transfers.withdrawals-page-size',
  title: 'Withdrawal pages hold pageSize records (default 100, 1000 honoured), never more',
  requirements: ['WDR-PAGE-SIZE'],
  codes: [...PAGE_SIZE_CODES],
  needs: pageSizeNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => pageSizeRule(ctx, WITHDRAWALS),
};

import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGE_SIZE_RANGE_CODES, pageSizeRangeRule, pageSizeRangeNeeds } from './rules/page-size-range.js';

/** "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" (OPEN-POINTS #7). */
export const withdrawalsPageSizeRange: Check = {
  id: 'crypto-transfers.withdrawals-page-size-range',
  title: 'An out-of-range withdrawals pageSize is not honoured and gets no 5xx',
  requirements: ['WDR-PAGE-SIZE-RANGE'],
  codes: [...PAGE_SIZE_RANGE_CODES],
  needs: pageSizeRangeNeeds(),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => pageSizeRangeRule(ctx, WITHDRAWALS),
};

import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGE_SIZE_RANGE_CODES, pageSizeRangeRule, pageSizeRangeNeeds } from './rules/page-size-range.js';

/** "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" (OPEN-POINTS #7). */
export const depositsPageSizeRange: Check = {
  id: 'crypto-transfers.deposits-page-size-range',
  title: 'An out-of-range deposits pageSize is not honoured and gets no 5xx',
  requirements: ['DEP-PAGE-SIZE-RANGE'],
  codes: [...PAGE_SIZE_RANGE_CODES],
  needs: pageSizeRangeNeeds(),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => pageSizeRangeRule(ctx, DEPOSITS),
};

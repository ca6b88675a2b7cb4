import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGING_CODES, pagingRule, pagingNeeds } from './rules/paging.js';

/** "| page | INT | no | default 1 |". */
export const withdrawalsPaging: Check = {
  id: 'crypto-transfers.withdrawals-paging',
  title: 'Withdrawal pages are disjoint and together hold the window; page defaults to 1',
  requirements: ['WDR-PAGE'],
  codes: [...PAGING_CODES],
  needs: pagingNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => pagingRule(ctx, WITHDRAWALS),
};

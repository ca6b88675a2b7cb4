import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { PAGING_CODES, pagingRule, pagingNeeds } from './rules/paging.js';

/** "| page | INT | no | default 1 |". */
export const depositsPaging: Check = {
  id: 'crypto-transfers.deposits-paging',
  title: 'Deposit pages are disjoint and together hold the window; page defaults to 1',
  requirements: ['DEP-PAGE'],
  codes: [...PAGING_CODES],
  needs: pagingNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => pagingRule(ctx, DEPOSITS),
};

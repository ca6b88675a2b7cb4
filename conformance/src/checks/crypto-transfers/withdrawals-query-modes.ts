import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { QUERY_MODES_CODES, queryModesNeeds, queryModesRule } from './rules/query-modes.js';

export const withdrawalsQueryModes: Check = {
  id: 'crypto-transfers.withdrawals-query-modes',
  title: 'Withdrawals: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY', 'WDR-PAGE', 'WDR-PAGE-SIZE'],
  codes: QUERY_MODES_CODES,
  needs: queryModesNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => queryModesRule(ctx, WITHDRAWALS),
};

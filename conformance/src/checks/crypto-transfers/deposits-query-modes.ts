import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { QUERY_MODES_CODES, queryModesNeeds, queryModesRule } from './rules/query-modes.js';

export const depositsQueryModes: Check = {
  id: 'crypto-transfers.deposits-query-modes',
  title: 'Deposits: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
  requirements: ['DEP-LIST', 'DEP-ORDER-BY', 'DEP-PAGE', 'DEP-PAGE-SIZE'],
  codes: QUERY_MODES_CODES,
  needs: queryModesNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => queryModesRule(ctx, DEPOSITS),
};

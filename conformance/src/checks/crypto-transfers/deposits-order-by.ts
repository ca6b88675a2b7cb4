import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { ORDER_BY_CODES, orderByRule, orderByNeeds } from './rules/order-by.js';

/** "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". */
export const depositsOrderBy: Check = {
  id: 'crypto-transfers.deposits-order-by',
  title: 'Deposits are ordered by createdAt per orderBy, descending by default',
  requirements: ['DEP-LIST', 'DEP-ORDER-BY'],
  codes: [...ORDER_BY_CODES],
  needs: orderByNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => orderByRule(ctx, DEPOSITS),
};

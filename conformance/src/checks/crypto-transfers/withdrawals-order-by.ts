import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { ORDER_BY_CODES, orderByRule, orderByNeeds } from './rules/order-by.js';

/** "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". */
export const withdrawalsOrderBy: Check = {
  id: 'crypto-transfers.withdrawals-order-by',
  title: 'Withdrawals are ordered by createdAt per orderBy, descending by default',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY'],
  codes: [...ORDER_BY_CODES],
  needs: orderByNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => orderByRule(ctx, WITHDRAWALS),
};

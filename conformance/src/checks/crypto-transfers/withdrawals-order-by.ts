import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { orderByRule } from './rules/order-by.js';

/** "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". */
export const withdrawalsOrderBy: Check = {
  id: 'crypto-transfers.withdrawals-order-by',
  title: 'Withdrawals are ordered by createdAt per orderBy, descending by default',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY'],
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => orderByRule(ctx, WITHDRAWALS),
};

// The crypto-transfers section: the rules both lists share, bound to each by the table of
// endpoint-rules.ts, and the checks of one endpoint only (a file each, named by its id).
import type { Check } from '../../types.js';
import { depositsNoWithdrawalFields } from './deposits-no-withdrawal-fields.js';
import { depositsStatus } from './deposits-status.js';
import { DEPOSITS_CHECKS as D, WITHDRAWALS_CHECKS as W } from './_support/endpoint-rules.js';
import { withdrawalsExternalTransactionIdFilter } from './withdrawals-external-transaction-id-filter.js';
import { withdrawalsStatus } from './withdrawals-status.js';
import { withdrawalsUpdatedAt } from './withdrawals-updated-at.js';

export const cryptoTransfersChecks = [
  W.schema,
  withdrawalsStatus,
  withdrawalsUpdatedAt,
  W.window,
  W['dates-required'],
  W['order-by'],
  W['page-size'],
  W['page-size-default-with-symbol'],
  W.paging,
  W['page-size-range'],
  W['symbol-filter'],
  withdrawalsExternalTransactionIdFilter,
  W.property,
  D.schema,
  depositsStatus,
  depositsNoWithdrawalFields,
  D.window,
  D['dates-required'],
  D['order-by'],
  D['page-size'],
  D['page-size-default-with-symbol'],
  D.paging,
  D['page-size-range'],
  D['symbol-filter'],
  D.property,
  W['query-modes'],
  D['query-modes'],
] as const satisfies readonly Check[];

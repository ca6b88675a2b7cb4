// The crypto-transfers section. A rule both lists share is one file named by the rule
// (`page-size-range.ts`) holding its logic and both checks, ids written out
// (`crypto-transfers.withdrawals-page-size-range`, `crypto-transfers.deposits-page-size-range`);
// a rule of one list is a file named by its id (`withdrawals-status.ts`).
import type { Check } from '#types';
import { depositsNoWithdrawalFields } from './deposits-no-withdrawal-fields.js';
import { depositsStatus } from './deposits-status.js';
import { depositsSchema, withdrawalsSchema } from './schema.js';
import { depositsWindow, withdrawalsWindow } from './window.js';
import { depositsDatesRequired, withdrawalsDatesRequired } from './dates-required.js';
import { depositsOrderBy, withdrawalsOrderBy } from './order-by.js';
import { depositsPageSize, withdrawalsPageSize } from './page-size.js';
import { depositsPageSizeDefaultWithSymbol, withdrawalsPageSizeDefaultWithSymbol } from './page-size-default-with-symbol.js';
import { depositsPaging, withdrawalsPaging } from './paging.js';
import { depositsPageSizeRange, withdrawalsPageSizeRange } from './page-size-range.js';
import { depositsSymbolFilter, withdrawalsSymbolFilter } from './symbol-filter.js';
import { depositsProperty, withdrawalsProperty } from './property.js';
import { depositsQueryModes, withdrawalsQueryModes } from '../lists/query-modes.js';
import { withdrawalsExternalTransactionIdFilter } from './withdrawals-external-transaction-id-filter.js';
import { withdrawalsStatus } from './withdrawals-status.js';
import { withdrawalsUpdatedAt } from './withdrawals-updated-at.js';

export const cryptoTransfersChecks = [
  withdrawalsSchema,
  withdrawalsStatus,
  withdrawalsUpdatedAt,
  withdrawalsWindow,
  withdrawalsDatesRequired,
  withdrawalsOrderBy,
  withdrawalsPageSize,
  withdrawalsPageSizeDefaultWithSymbol,
  withdrawalsPaging,
  withdrawalsPageSizeRange,
  withdrawalsSymbolFilter,
  withdrawalsExternalTransactionIdFilter,
  withdrawalsProperty,
  depositsSchema,
  depositsStatus,
  depositsNoWithdrawalFields,
  depositsWindow,
  depositsDatesRequired,
  depositsOrderBy,
  depositsPageSize,
  depositsPageSizeDefaultWithSymbol,
  depositsPaging,
  depositsPageSizeRange,
  depositsSymbolFilter,
  depositsProperty,
  withdrawalsQueryModes,
  depositsQueryModes,
] as const satisfies readonly Check[];

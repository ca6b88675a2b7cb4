import type { Check } from '../../types.js';
import { depositsDatesRequired } from './deposits-dates-required.js';
import { depositsNoWithdrawalFields } from './deposits-no-withdrawal-fields.js';
import { depositsOrderBy } from './deposits-order-by.js';
import { depositsPageSize } from './deposits-page-size.js';
import { depositsPageSizeRange } from './deposits-page-size-range.js';
import { depositsPaging } from './deposits-paging.js';
import { depositsProperty } from './deposits-property.js';
import { depositsQueryModes } from './deposits-query-modes.js';
import { depositsSchema } from './deposits-schema.js';
import { depositsStatus } from './deposits-status.js';
import { depositsSymbolFilter } from './deposits-symbol-filter.js';
import { depositsWindow } from './deposits-window.js';
import { withdrawalsDatesRequired } from './withdrawals-dates-required.js';
import { withdrawalsExternalTransactionIdFilter } from './withdrawals-external-transaction-id-filter.js';
import { withdrawalsOrderBy } from './withdrawals-order-by.js';
import { withdrawalsPageSize } from './withdrawals-page-size.js';
import { withdrawalsPageSizeRange } from './withdrawals-page-size-range.js';
import { withdrawalsPaging } from './withdrawals-paging.js';
import { withdrawalsProperty } from './withdrawals-property.js';
import { withdrawalsQueryModes } from './withdrawals-query-modes.js';
import { withdrawalsSchema } from './withdrawals-schema.js';
import { withdrawalsStatus } from './withdrawals-status.js';
import { withdrawalsSymbolFilter } from './withdrawals-symbol-filter.js';
import { withdrawalsUpdatedAt } from './withdrawals-updated-at.js';
import { withdrawalsWindow } from './withdrawals-window.js';

export const cryptoTransfersChecks: readonly Check[] = [
  withdrawalsSchema,
  withdrawalsStatus,
  withdrawalsUpdatedAt,
  withdrawalsWindow,
  withdrawalsDatesRequired,
  withdrawalsOrderBy,
  withdrawalsPageSize,
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
  depositsPaging,
  depositsPageSizeRange,
  depositsSymbolFilter,
  depositsProperty,
  withdrawalsQueryModes,
  depositsQueryModes,
];

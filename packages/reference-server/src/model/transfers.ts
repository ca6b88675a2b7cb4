// Executing a crypto withdrawal or deposit selection (few rows per account: a filtered scan), by
// @tarc/domain's rules (transferFilter, paginate) over rows whose createdAt is in ticks.
import { paginate, transferFilter, type TransferCriteria } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { ticksOf } from '../data/timeline.js';
import type { TransferRow, WithdrawalRow } from '../data/transfers.js';
import type { Paging, TransferSelection } from './filters.js';

export function selectTransfers<T extends TransferRow>(ds: Dataset, rows: readonly T[], selection: TransferSelection, paging: Paging): T[] {
  const window = selection.window;
  const criteria: TransferCriteria<number> = {
    window: {
      ...(window.after === undefined ? {} : { after: ticksOf(ds.timeline, window.after) }),
      ...(window.before === undefined ? {} : { before: ticksOf(ds.timeline, window.before) }),
    },
  };
  if (selection.symbol !== undefined) criteria.symbol = selection.symbol;
  if (selection.externalTransactionId !== undefined) criteria.externalTransactionId = selection.externalTransactionId;
  const accounts = new Set(selection.accounts);
  // A deposit row has no externalTransactionId: a selection naming one holds no deposit.
  type Row = T & Partial<Pick<WithdrawalRow, 'externalTransactionId'>>;
  const selects = transferFilter(
    criteria,
    (row: Row) => row.createdAt,
    (row) => row.currencySymbol,
  );
  const selected = rows.filter((row) => accounts.has(row.account) && selects(row as Row));
  return paginate(selected, selection.order, paging);
}

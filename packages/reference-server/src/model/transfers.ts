// Executing a crypto withdrawal or deposit selection (few rows per account: a filtered scan).
import type { Dataset } from '../data/dataset.js';
import { ticksOf } from '../data/timeline.js';
import type { TransferRow, WithdrawalRow } from '../data/transfers.js';
import type { Paging, TransferSelection } from './filters.js';

export function selectTransfers<T extends TransferRow>(ds: Dataset, rows: readonly T[], selection: TransferSelection, paging: Paging): T[] {
  const after = selection.window.after === undefined ? -Infinity : ticksOf(ds.timeline, selection.window.after);
  const before = selection.window.before === undefined ? Infinity : ticksOf(ds.timeline, selection.window.before);
  const accounts = new Set(selection.accounts);
  const selected = rows.filter(
    (row) =>
      accounts.has(row.account) &&
      row.createdAt > after &&
      row.createdAt <= before &&
      (selection.symbol === undefined || row.currencySymbol === selection.symbol) &&
      (selection.externalTransactionId === undefined || (row as unknown as WithdrawalRow).externalTransactionId === selection.externalTransactionId),
  );
  if (selection.order === 'DESC') selected.reverse();
  const from = (paging.page - 1) * paging.pageSize;
  return selected.slice(from, from + paging.pageSize);
}

// GET /v1/account-wallets, GET /v1/crypto-withdrawals, GET /v1/crypto-deposits.
import { selectAccountWallets, validateAccountWalletsQuery, validateCryptoDepositsQuery, validateCryptoWithdrawalsQuery } from '@tarc/domain';
import type { TransferSelection } from '../model/filters.js';
import { depositRecord, walletRecord, withdrawalRecord } from '../model/records.js';
import { reverseTies } from '../model/ties.js';
import { selectTransfers } from '../model/transfers.js';
import { visibleWindow, type Handler } from './context.js';

/** "currencySymbol: filters by currency symbol". */
export const listWallets: Handler = (c) => {
  const result = validateAccountWalletsQuery(c.params);
  if (!result.ok) return { status: 400, problem: result.problem };
  const rows = selectAccountWallets(
    c.ds.transfers.wallets.filter((row) => row.account === c.account),
    result.value,
  );
  return { status: 200, kind: 'accountWallet', records: rows.map((row) => walletRecord(c.ds, row)) };
};

/** "Returns an array of Crypto withdrawal, ordered by createdAt." */
export const listWithdrawals: Handler = (c) => {
  const result = validateCryptoWithdrawalsQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, now: c.queryContext.now, endpoint: 'crypto-withdrawals', query });
  const selection: TransferSelection = { accounts: [c.account], window: { ...query.window }, order: query.orderBy };
  if (query.symbol !== undefined) selection.symbol = query.symbol;
  if (query.externalTransactionId !== undefined) selection.externalTransactionId = query.externalTransactionId;
  c.hooks.selection?.({ ...c.base, raw: c.raw, store: c.store, endpoint: 'crypto-withdrawals', selection });
  visibleWindow(c, selection.window);
  const rows = selectTransfers(c.ds, c.ds.transfers.withdrawals, selection, query);
  if (c.profile.tieOrder === 'reversed-in-page') reverseTies(rows, (row) => row.createdAt);
  return { status: 200, kind: 'cryptoWithdrawal', records: rows.map((row) => withdrawalRecord(c.ds, row, c.profile)) };
};

/** "Returns an array of Crypto deposit, ordered by createdAt." */
export const listDeposits: Handler = (c) => {
  const result = validateCryptoDepositsQuery(c.params, c.queryContext);
  if (!result.ok) return { status: 400, problem: result.problem };
  const query = result.value;
  c.hooks.query?.({ ...c.base, raw: c.raw, now: c.queryContext.now, endpoint: 'crypto-deposits', query });
  const selection: TransferSelection = { accounts: [c.account], window: { ...query.window }, order: query.orderBy };
  if (query.symbol !== undefined) selection.symbol = query.symbol;
  c.hooks.selection?.({ ...c.base, raw: c.raw, store: c.store, endpoint: 'crypto-deposits', selection });
  visibleWindow(c, selection.window);
  const rows = selectTransfers(c.ds, c.ds.transfers.deposits, selection, query);
  if (c.profile.tieOrder === 'reversed-in-page') reverseTies(rows, (row) => row.createdAt);
  return { status: 200, kind: 'cryptoDeposit', records: rows.map((row) => depositRecord(c.ds, row, c.profile)) };
};

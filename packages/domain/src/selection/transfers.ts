// GET /v1/crypto-withdrawals and GET /v1/crypto-deposits as selections over records: "Returns an
// array of Crypto withdrawal [deposit], ordered by createdAt."
import type { Instant } from '../instant.js';
import type { CryptoDepositsQuery, CryptoTransfersQuery, CryptoWithdrawalsQuery } from '../queries/types.js';
import type { CryptoWithdrawal } from '../resources.js';
import { paginate } from './paging.js';
import { createdAtInstant, isInWindow, type WindowBounds } from './window.js';

/** What decides whether a transfer is selected, once the query rules ran. */
export interface TransferCriteria<T = Instant> {
  /** "symbol: crypto asset symbol" */
  symbol?: string;
  window: WindowBounds<T>;
  /** Withdrawals only: "the client reference given in the withdrawal request". */
  externalTransactionId?: string;
}

/** The field of a transfer a selection reads itself (a deposit has no externalTransactionId). */
export interface TransferKey {
  externalTransactionId?: string | null;
}

/**
 * A transfer's crypto asset symbol. A withdrawal or deposit carries its asset as `assetId`, not as a
 * symbol: the server knows which asset an id names (GET /v1/crypto-assets lists both).
 */
export type SymbolOf<R> = (record: R) => string | undefined;

/** A query's criteria. */
export function transferCriteria(query: CryptoTransfersQuery & { externalTransactionId?: string }): TransferCriteria {
  const criteria: TransferCriteria = { window: { ...query.window } };
  if (query.symbol !== undefined) criteria.symbol = query.symbol;
  if (query.externalTransactionId !== undefined) criteria.externalTransactionId = query.externalTransactionId;
  return criteria;
}

/** The test a transfer passes to be selected: created in the window (`after < createdAt <= before`), its asset's symbol, its reference. */
export function transferFilter<R extends TransferKey, T extends string | number | bigint>(
  criteria: TransferCriteria<T>,
  createdAtOf: (record: R) => T,
  symbolOf: SymbolOf<R>,
): (record: R) => boolean {
  const { symbol, window, externalTransactionId } = criteria;
  return (transfer) =>
    isInWindow(createdAtOf(transfer), window) &&
    (symbol === undefined || symbolOf(transfer) === symbol) &&
    (externalTransactionId === undefined || transfer.externalTransactionId === externalTransactionId);
}

export interface SelectTransfersOptions<R> {
  /** The symbol of a record's asset (by its `assetId`), read when the query filters by symbol. */
  symbolOf: SymbolOf<R>;
}

function select<R extends TransferKey & { createdAt: string }>(
  records: readonly R[],
  query: CryptoTransfersQuery & { externalTransactionId?: string },
  symbolOf: SymbolOf<R>,
): R[] {
  const keyed = records.map((record) => ({ externalTransactionId: record.externalTransactionId, at: createdAtInstant(record), record }));
  const selected = keyed.filter(
    transferFilter(
      transferCriteria(query),
      (k) => k.at,
      (k) => symbolOf(k.record),
    ),
  );
  selected.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return paginate(
    selected.map((k) => k.record),
    query.orderBy,
    query,
  );
}

/** The page GET /v1/crypto-withdrawals answers for `query` (from `validateCryptoWithdrawalsQuery`), read in `query.orderBy`. */
// createdAt is read as text (a plain string passes): the selection parses it, and a record a server
// holds need not have been through parseResource.
export function selectCryptoWithdrawals<R extends Pick<CryptoWithdrawal, 'externalTransactionId'> & { createdAt: string }>(
  records: readonly R[],
  query: CryptoWithdrawalsQuery,
  options: SelectTransfersOptions<R>,
): R[] {
  return select(records, query, options.symbolOf);
}

/** The page GET /v1/crypto-deposits answers for `query` (from `validateCryptoDepositsQuery`), read in `query.orderBy`. */
export function selectCryptoDeposits<R extends { createdAt: string }>(
  records: readonly R[],
  query: CryptoDepositsQuery,
  options: SelectTransfersOptions<R>,
): R[] {
  return select(records, query, options.symbolOf);
}

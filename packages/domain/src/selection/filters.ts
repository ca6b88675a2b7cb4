// GET /v1/account-wallets ("currencySymbol: filters by currency symbol") and GET /v1/broker-pairs
// ("symbol: pair symbol filter") as selections: one optional exact filter, no paging, no ordering stated.
import type { AccountWalletsQuery, BrokerPairsQuery } from '../queries/filters.js';

/**
 * The wallets `query` (from `validateAccountWalletsQuery`) selects: those of `currencySymbol` when it
 * was sent (exact match), every one otherwise, in the records' order. The caller limits `records` to
 * the authenticated account's own.
 */
export function selectAccountWallets<R extends { currencySymbol: string }>(records: readonly R[], query: AccountWalletsQuery): R[] {
  const { currencySymbol } = query;
  return currencySymbol === undefined ? [...records] : records.filter((r) => r.currencySymbol === currencySymbol);
}

/** The broker pairs `query` (from `validateBrokerPairsQuery`) selects: the pair `symbol` names when it was sent, every pair otherwise. */
export function selectBrokerPairs<R extends { symbol: string }>(records: readonly R[], query: BrokerPairsQuery): R[] {
  const { symbol } = query;
  return symbol === undefined ? [...records] : records.filter((r) => r.symbol === symbol);
}

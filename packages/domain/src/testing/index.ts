// @tarc/domain/testing: fast-check arbitraries of valid resources and valid queries (needs fast-check).
export { accountWallet } from './account-wallet.js';
export { brokerPair } from './broker-pair.js';
export { cryptoAsset } from './crypto-asset.js';
export { cryptoNetworkFamily } from './crypto-network-family.js';
export { cryptoDeposit, cryptoWithdrawal } from './crypto-transfers.js';
export { feeLevel } from './fee-level.js';
export { order } from './order.js';
export { decimalString, email, id, symbol, timestamp } from './primitives.js';
export type { DecimalSign } from './primitives.js';
export { dateTimeInput, ordersQuery, pairSymbols, tradesQuery, transfersQuery } from './queries.js';
export type { WireQuery } from './queries.js';
export { resource, RESOURCE_ARBITRARIES } from './resource.js';
export { trade } from './trade.js';

// Endpoint → handler, and which endpoints are account data ("Authenticated").
import type { EndpointName } from '../types.js';
import { listDeposits, listWallets, listWithdrawals } from './account.js';
import type { Handler } from './context.js';
import { getOrder, listOrders } from './orders.js';
import { listBrokerPairs, listCryptoAssets, listFeeLevels, listNetworkFamilies } from './reference-data.js';
import { getTrade, listTrades } from './trades.js';

export const HANDLERS: Readonly<Record<EndpointName, Handler>> = {
  orders: listOrders,
  order: getOrder,
  trades: listTrades,
  trade: getTrade,
  'account-wallets': listWallets,
  'crypto-withdrawals': listWithdrawals,
  'crypto-deposits': listDeposits,
  'broker-pairs': listBrokerPairs,
  'crypto-assets': listCryptoAssets,
  'crypto-network-families': listNetworkFamilies,
  'fee-levels': listFeeLevels,
};

/**
 * Account data: the five endpoints the spec lists under Authentication, plus crypto withdrawals and
 * deposits (the account's own data too; "Results are limited to the authenticated account's own data").
 */
export const ACCOUNT_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'orders',
  'order',
  'trades',
  'trade',
  'account-wallets',
  'crypto-withdrawals',
  'crypto-deposits',
]);

// Negative-input fuzzing: one property per operation, hostile values in every parameter and path id.
import type { Check } from '#types';
import { fuzzOrders } from './orders.js';
import { fuzzOrderById } from './order-by-id.js';
import { fuzzTrades } from './trades.js';
import { fuzzTradeById } from './trade-by-id.js';
import { fuzzAccountWallets } from './account-wallets.js';
import { fuzzCryptoWithdrawals } from './crypto-withdrawals.js';
import { fuzzCryptoDeposits } from './crypto-deposits.js';
import { fuzzBrokerPairs } from './broker-pairs.js';
import { fuzzCryptoAssets } from './crypto-assets.js';
import { fuzzCryptoNetworkFamilies } from './crypto-network-families.js';
import { fuzzFeeLevels } from './fee-levels.js';

export const fuzzChecks = [
  fuzzOrders,
  fuzzOrderById,
  fuzzTrades,
  fuzzTradeById,
  fuzzAccountWallets,
  fuzzCryptoWithdrawals,
  fuzzCryptoDeposits,
  fuzzBrokerPairs,
  fuzzCryptoAssets,
  fuzzCryptoNetworkFamilies,
  fuzzFeeLevels,
] as const satisfies readonly Check[];

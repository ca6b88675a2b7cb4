// Negative-input fuzzing: one property per operation, hostile values in every parameter and path id.
import type { Check } from '#types';
import {
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
} from './hostile-input.js';

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

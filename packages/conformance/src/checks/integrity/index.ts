import type { Check } from '#types';
import { integrityDepositAssetId } from './asset-id.js';
import { integrityPairSymbol } from './pair-symbol.js';
import { integrityTradeOrderId } from './trade-order-id.js';
import { integrityWithdrawalAssetId } from './asset-id.js';

export const integrityChecks = [
  integrityWithdrawalAssetId,
  integrityDepositAssetId,
  integrityPairSymbol,
  integrityTradeOrderId,
] as const satisfies readonly Check[];

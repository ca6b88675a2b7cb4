import fc, { type Arbitrary } from 'fast-check';
import type { CryptoAsset } from '../index.js';
import { decimalString, id, symbol } from './primitives.js';

/** A valid CryptoAsset: its four decimals carry exactly maxAmountScale digits (0 to 18). */
export function cryptoAsset(): Arbitrary<CryptoAsset> {
  return fc.integer({ min: 0, max: 18 }).chain((maxAmountScale) =>
    fc.record({
      id: id(),
      networkId: id(),
      name: fc.string(),
      currencySymbol: symbol(),
      hasMemoTag: fc.boolean(),
      tagName: fc.option(fc.string(), { nil: null }),
      transferFeeAmount: decimalString(maxAmountScale),
      minWithdrawalAmount: decimalString(maxAmountScale),
      maxWithdrawalAmount: decimalString(maxAmountScale),
      minDepositAmount: decimalString(maxAmountScale),
      maxAmountScale: fc.constant(maxAmountScale),
      withdrawalEnabled: fc.boolean(),
      depositEnabled: fc.boolean(),
    }),
  );
}

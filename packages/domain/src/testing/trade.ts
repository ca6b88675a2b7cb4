import fc, { type Arbitrary } from 'fast-check';
import { FEE_TYPES, STANDARD_SCALE, TRADE_SIDES, type Trade } from '../index.js';
import { decimalString, id, symbol, timestamp } from './primitives.js';

const d16 = () => decimalString(STANDARD_SCALE);

/**
 * A valid Trade. A Buy trade carries non-positive denominatorAmount, feeAmount, taxAmount ("a Buy
 * trade carries a negative value"); a Sell trade non-negative ones (the spec is silent on Sell).
 */
export function trade(): Arbitrary<Trade> {
  return fc.constantFrom(...TRADE_SIDES).chain((side) => {
    const signed = () => decimalString(STANDARD_SCALE, side === 'Buy' ? 'nonPositive' : 'nonNegative');
    return fc.record({
      id: id(),
      orderId: id(),
      feePercentage: d16(),
      taxPercentage: d16(),
      price: d16(),
      createdAt: timestamp(),
      accountId: id(),
      side: fc.constant(side),
      feeType: fc.constantFrom(...FEE_TYPES),
      pairSymbol: symbol(),
      amount: d16(),
      denominatorAmount: signed(),
      feeAmount: signed(),
      taxAmount: signed(),
      externalOrderId: fc.string(),
    });
  });
}

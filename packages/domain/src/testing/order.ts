import fc, { type Arbitrary } from 'fast-check';
import { ORDER_METHODS, ORDER_STATUSES, ORDER_TYPES, STANDARD_SCALE, type Order } from '../index.js';
import { decimalString, email, id, symbol, timestamp } from './primitives.js';

const d16 = () => decimalString(STANDARD_SCALE);

/** A valid Order: 16-digit decimals, listed enums, a resource timestamp. */
export function order(): Arbitrary<Order> {
  return fc.record({
    id: id(),
    accountId: id(),
    pairSymbol: symbol(),
    feePercentage: d16(),
    taxPercentage: d16(),
    initialAmount: d16(),
    currentAmount: d16(),
    matchedAmount: d16(),
    price: d16(),
    initialTotal: d16(),
    currentTotal: d16(),
    matchedTotal: d16(),
    method: fc.constantFrom(...ORDER_METHODS),
    type: fc.constantFrom(...ORDER_TYPES),
    status: fc.constantFrom(...ORDER_STATUSES),
    externalOrderId: fc.string(),
    createdAt: timestamp(),
    createdBy: email(),
  });
}

import fc, { type Arbitrary } from 'fast-check';
import { STANDARD_SCALE, type AccountWallet } from '../index.js';
import { decimalString, id, symbol } from './primitives.js';

/** A valid AccountWallet (16-digit decimals; no relation between the funds is assumed). */
export function accountWallet(): Arbitrary<AccountWallet> {
  return fc.record({
    id: id(),
    accountId: id(),
    currencySymbol: symbol(),
    orderFund: decimalString(STANDARD_SCALE),
    requestFund: decimalString(STANDARD_SCALE),
    totalFund: decimalString(STANDARD_SCALE),
  });
}

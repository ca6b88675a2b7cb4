import fc, { type Arbitrary } from 'fast-check';
import type { AccountWallet } from '../resources.js';
import { decimalString, id, symbol } from './primitives.js';

/** A valid AccountWallet (16-digit decimals; no relation between the funds is assumed). */
export function accountWallet(): Arbitrary<AccountWallet> {
  return fc.record({
    id: id(), accountId: id(), currencySymbol: symbol(),
    orderFund: decimalString(16), requestFund: decimalString(16), totalFund: decimalString(16),
  });
}

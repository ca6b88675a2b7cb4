import fc, { type Arbitrary } from 'fast-check';
import { WITHDRAWAL_STATUSES, type CryptoDeposit, type CryptoWithdrawal } from '../index.js';
import { decimalString, email, id, timestamp } from './primitives.js';

const amount = () => fc.integer({ min: 0, max: 18 }).chain((scale) => decimalString(scale));

/** A valid CryptoWithdrawal. */
export function cryptoWithdrawal(): Arbitrary<CryptoWithdrawal> {
  return fc.record({
    id: id(),
    accountId: id(),
    assetId: id(),
    address: fc.string(),
    memoTag: fc.option(fc.string(), { nil: null }),
    amount: amount(),
    feeAmount: amount(),
    transactionHash: fc.stringMatching(/^[0-9a-f]{64}$/),
    status: fc.constantFrom(...WITHDRAWAL_STATUSES),
    externalTransactionId: fc.string(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    createdBy: email(),
  });
}

/** A valid CryptoDeposit: none of feeAmount, updatedAt, externalTransactionId, createdBy. */
export function cryptoDeposit(): Arbitrary<CryptoDeposit> {
  return fc.record({
    id: id(),
    accountId: id(),
    assetId: id(),
    address: fc.string(),
    memoTag: fc.option(fc.string(), { nil: null }),
    amount: amount(),
    transactionHash: fc.stringMatching(/^[0-9a-f]{64}$/),
    status: fc.string(),
    createdAt: timestamp(),
  });
}

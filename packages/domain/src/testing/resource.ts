import type { Arbitrary } from 'fast-check';
import type { ResourceByKind, ResourceKind } from '../index.js';
import { accountWallet } from './account-wallet.js';
import { brokerPair } from './broker-pair.js';
import { cryptoAsset } from './crypto-asset.js';
import { cryptoNetworkFamily } from './crypto-network-family.js';
import { cryptoDeposit, cryptoWithdrawal } from './crypto-transfers.js';
import { feeLevel } from './fee-level.js';
import { order } from './order.js';
import { trade } from './trade.js';

/** One arbitrary of valid records per resource kind. */
export const RESOURCE_ARBITRARIES: { readonly [K in ResourceKind]: () => Arbitrary<ResourceByKind[K]> } = {
  order,
  trade,
  accountWallet,
  cryptoWithdrawal,
  cryptoDeposit,
  brokerPair,
  cryptoAsset,
  cryptoNetworkFamily,
  feeLevel,
};

/** Valid records of `kind`, honouring every rule `validateResource` applies. */
export function resource<K extends ResourceKind>(kind: K): Arbitrary<ResourceByKind[K]> {
  return RESOURCE_ARBITRARIES[kind]();
}

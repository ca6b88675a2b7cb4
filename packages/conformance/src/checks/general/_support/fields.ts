// Which fields of each resource table are decimal strings, datetimes and identifiers, as the
// "Resources and their fields" tables type them. Networks are listed inside their family.

export type RecordKind =
  | 'order'
  | 'trade'
  | 'accountWallet'
  | 'cryptoWithdrawal'
  | 'cryptoDeposit'
  | 'brokerPair'
  | 'cryptoAsset'
  | 'cryptoNetworkFamily'
  | 'cryptoNetwork'
  | 'feeLevel';

export interface FieldTable {
  /** "decimal string" */
  decimals: readonly string[];
  /** "datetime" */
  timestamps: readonly string[];
  /** `id` and the fields that refer to another record's id. */
  ids: readonly string[];
}

export const FIELDS: Readonly<Record<RecordKind, FieldTable>> = {
  order: {
    decimals: ['feePercentage', 'taxPercentage', 'initialAmount', 'currentAmount', 'matchedAmount', 'price', 'initialTotal', 'currentTotal', 'matchedTotal'],
    timestamps: ['createdAt'],
    ids: ['id', 'accountId'],
  },
  trade: {
    decimals: ['feePercentage', 'taxPercentage', 'price', 'amount', 'denominatorAmount', 'feeAmount', 'taxAmount'],
    timestamps: ['createdAt'],
    ids: ['id', 'orderId', 'accountId'],
  },
  accountWallet: { decimals: ['orderFund', 'requestFund', 'totalFund'], timestamps: [], ids: ['id', 'accountId'] },
  cryptoWithdrawal: { decimals: ['amount', 'feeAmount'], timestamps: ['createdAt', 'updatedAt'], ids: ['id', 'accountId', 'assetId'] },
  cryptoDeposit: { decimals: ['amount'], timestamps: ['createdAt'], ids: ['id', 'accountId', 'assetId'] },
  brokerPair: {
    decimals: ['minExchangeValue', 'tickSize', 'minPrice', 'maxPrice', 'maximumOrderAmount', 'maximumLimitOrderPrice', 'minimumLimitOrderPrice'],
    timestamps: [],
    ids: ['id'],
  },
  cryptoAsset: {
    decimals: ['transferFeeAmount', 'minWithdrawalAmount', 'maxWithdrawalAmount', 'minDepositAmount'],
    timestamps: [],
    ids: ['id', 'networkId'],
  },
  cryptoNetworkFamily: { decimals: [], timestamps: [], ids: ['id'] },
  cryptoNetwork: { decimals: [], timestamps: [], ids: ['id', 'familyId'] },
  feeLevel: { decimals: [], timestamps: [], ids: [] },
};

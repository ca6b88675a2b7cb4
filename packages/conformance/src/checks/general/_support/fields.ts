// Which fields of each resource table are decimal strings, datetimes and identifiers, as the
// "Resources and their fields" tables type them. Networks are listed inside their family.
import { DECIMAL_FIELDS, TIMESTAMP_FIELDS } from '@tarc/domain';

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

/** The decimal and datetime fields are the domain's tables (one definition for the domain's rules, the judge and these checks). */
export const FIELDS: Readonly<Record<RecordKind, FieldTable>> = {
  order: { decimals: DECIMAL_FIELDS.order, timestamps: TIMESTAMP_FIELDS.order, ids: ['id', 'accountId'] },
  trade: { decimals: DECIMAL_FIELDS.trade, timestamps: TIMESTAMP_FIELDS.trade, ids: ['id', 'orderId', 'accountId'] },
  accountWallet: { decimals: DECIMAL_FIELDS.accountWallet, timestamps: [], ids: ['id', 'accountId'] },
  cryptoWithdrawal: { decimals: DECIMAL_FIELDS.cryptoWithdrawal, timestamps: TIMESTAMP_FIELDS.cryptoWithdrawal, ids: ['id', 'accountId', 'assetId'] },
  cryptoDeposit: { decimals: DECIMAL_FIELDS.cryptoDeposit, timestamps: TIMESTAMP_FIELDS.cryptoDeposit, ids: ['id', 'accountId', 'assetId'] },
  brokerPair: { decimals: DECIMAL_FIELDS.brokerPair, timestamps: [], ids: ['id'] },
  cryptoAsset: { decimals: DECIMAL_FIELDS.cryptoAsset, timestamps: [], ids: ['id', 'networkId'] },
  cryptoNetworkFamily: { decimals: [], timestamps: [], ids: ['id'] },
  cryptoNetwork: { decimals: [], timestamps: [], ids: ['id', 'familyId'] },
  feeLevel: { decimals: [], timestamps: [], ids: [] },
};

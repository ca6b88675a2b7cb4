// The record rules validateResource applies per kind, beyond the schema. The 16-digit scale of
// orders, trades, wallets and broker pairs is in their schemas already (pattern DECIMAL_16), so it
// is not run twice here; `checkSixteenDigits` gives the same findings on its own.
import { isTimestamp } from '../instant.js';
import type { ResourceKind } from '../resources.js';
import { checkBuyTradeSigns } from './buy-trade-signs.js';
import { checkNetworkFamilyIds } from './family-ids.js';
import { checkFeeLevel } from './fee-levels.js';
import type { Finding } from './finding.js';
import { checkAssetScale } from './scale.js';
import { checkTimestamps, TIMESTAMP_FIELDS } from './timestamps.js';

type Rule = (record: Readonly<Record<string, unknown>>) => Finding[];
const none: Rule = () => [];

// Fast paths: a valid record costs one test per rule and no allocation beyond the result.
const timestamps =
  (fields: readonly string[]): Rule =>
  (r) => {
    for (const field of fields) if (!isTimestamp(r[field]) && typeof r[field] === 'string') return checkTimestamps(r, fields);
    return [];
  };
const orderRules = timestamps(TIMESTAMP_FIELDS.order);
const tradeTimestamps = timestamps(TIMESTAMP_FIELDS.trade);

export const RECORD_RULES: Readonly<Record<ResourceKind, Rule>> = {
  order: orderRules,
  trade: (r) => {
    const findings = tradeTimestamps(r);
    if (r.side !== 'Buy') return findings;
    const signs = checkBuyTradeSigns(r);
    return signs.length === 0 ? findings : findings.concat(signs);
  },
  accountWallet: none,
  cryptoWithdrawal: timestamps(TIMESTAMP_FIELDS.cryptoWithdrawal),
  cryptoDeposit: timestamps(TIMESTAMP_FIELDS.cryptoDeposit),
  brokerPair: none,
  cryptoAsset: checkAssetScale,
  cryptoNetworkFamily: checkNetworkFamilyIds,
  feeLevel: (r) => checkFeeLevel(r),
};

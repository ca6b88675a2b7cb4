// The record rules validateResource applies per kind, beyond the schema. The 16-digit scale of
// orders, trades, wallets and broker pairs is in their schemas already (pattern DECIMAL_16), so it
// is not run twice here; `checkSixteenDigits` gives the same findings on its own.
import type { ResourceKind } from '../resources.js';
import { checkBuyTradeSigns } from './buy-trade-signs.js';
import { checkNetworkFamilyIds } from './family-ids.js';
import { checkFeeLevel } from './fee-levels.js';
import type { Finding } from './finding.js';
import { checkAssetScale } from './scale.js';
import { checkTimestamps, TIMESTAMP_FIELDS } from './timestamps.js';

type Rule = (record: Readonly<Record<string, unknown>>) => Finding[];
const none: Rule = () => [];

export const RECORD_RULES: Readonly<Record<ResourceKind, Rule>> = {
  order: (r) => checkTimestamps(r, TIMESTAMP_FIELDS.order),
  trade: (r) => {
    const findings = checkTimestamps(r, TIMESTAMP_FIELDS.trade);
    return r.side === 'Buy' ? findings.concat(checkBuyTradeSigns(r)) : findings;
  },
  accountWallet: none,
  cryptoWithdrawal: (r) => checkTimestamps(r, TIMESTAMP_FIELDS.cryptoWithdrawal),
  cryptoDeposit: (r) => checkTimestamps(r, TIMESTAMP_FIELDS.cryptoDeposit),
  brokerPair: none,
  cryptoAsset: checkAssetScale,
  cryptoNetworkFamily: checkNetworkFamilyIds,
  feeLevel: (r) => checkFeeLevel(r),
};

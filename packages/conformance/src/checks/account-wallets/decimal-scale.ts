import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { noData, unobservable } from '#support/outcome.js';
import { RECORD_CODES, findingsOutcome, recordFindings } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import type { Check } from '#types';

/**
 * "Orders, trades, wallets and broker pairs use 16 fractional digits." No relation between
 * orderFund, requestFund and totalFund is asserted: their meaning is "not shown" (OPEN-POINTS #9).
 */
const FUNDS = ['orderFund', 'requestFund', 'totalFund'] as const;

export const accountWalletsDecimalScale = {
  id: 'account-wallets.decimal-scale',
  title: 'Wallet funds carry 16 fractional digits (no arithmetic between them is asserted)',
  requirements: ['WAL-DECIMAL-SCALE'],
  codes: pickCodes(RECORD_CODES, 'record-scale'),
  needs: { credentials: true, wallets: 1 },
  section: 'Resources and their fields > Account wallet',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/account-wallets');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('the account has no wallets');
    // Only decimal strings have a scale to measure; anything else is account-wallets.schema's finding.
    const measurable = objectsOf(list.items).filter((w) => FUNDS.some((f) => typeof w[f] === 'string'));
    if (measurable.length === 0) return unobservable('no wallet carries a fund as a string to measure its scale');
    const findings = recordFindings('accountWallet', measurable, { codes: ['scale'] });
    return findingsOutcome('wallets', findings, list.exchange, measurable);
  },
} as const satisfies Check;

import { fetchList } from '../../support/fetch-list.js';
import { skipped } from '../../support/outcome.js';
import { findingsOutcome, recordFindings } from '../../support/records.js';
import type { Check } from '../../types.js';

/**
 * "Orders, trades, wallets and broker pairs use 16 fractional digits." No relation between
 * orderFund, requestFund and totalFund is asserted: their meaning is "not shown" (OPEN-POINTS #9).
 */
export const accountWalletsDecimalScale: Check = {
  id: 'account-wallets.decimal-scale',
  title: 'Wallet funds carry 16 fractional digits (no arithmetic between them is asserted)',
  requirements: ['WAL-DECIMAL-SCALE'],
  section: 'Resources and their fields > Account wallet',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/account-wallets');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return skipped('the account has no wallets');
    const findings = recordFindings('accountWallet', list.items, { codes: ['scale'] });
    return findingsOutcome('wallets', findings, list.exchange, list.items);
  },
};

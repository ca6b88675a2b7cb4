import { fetchList } from '#support/fetch-list.js';
import { noData } from '#support/outcome.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import type { Check } from '#types';

/** "Authenticated. Returns an array of Account wallet." with the fields of the Account wallet table. */
export const accountWalletsSchema = {
  id: 'account-wallets.schema',
  title: 'GET /v1/account-wallets returns an array of Account wallet',
  requirements: ['WAL-LIST', 'WAL-FIELDS'],
  codes: recordCodesOf('accountWallet', 'scale'),
  codeRequirements: { 'record-required': ['WAL-FIELDS'], 'record-type': ['WAL-FIELDS'], 'record-format': ['WAL-FIELDS'], 'not-json-array': ['WAL-LIST'] },
  needs: { credentials: true, wallets: 1 },
  section: 'Endpoints > GET /v1/account-wallets',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    const list = await fetchList(ctx, '/v1/account-wallets');
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return noData('the account has no wallets');
    // The 16-digit scale is account-wallets.decimal-scale's finding.
    const findings = recordFindings('accountWallet', list.items, { excludeCodes: ['scale'] });
    return findingsOutcome('wallets', findings, list.exchange, list.items);
  },
} as const satisfies Check;

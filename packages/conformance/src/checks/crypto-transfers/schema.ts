// Every transfer record matches its resource table (memoTag "string or null" is required by the
// domain's schema: present, a string or null).
import { fetchList } from '#support/fetch-list.js';
import { findingsOutcome, recordCodesOf, recordFindings } from '#support/records.js';
import { unobservable } from '#support/outcome.js';
import { DEPOSITS, sentWindow, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import { recentWindow } from '#support/query-datetimes.js';
import type { Check, CheckContext, CheckOutcome, Exchange } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { transferNeeds } from './_support/needs.js';

const schemaNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 1);

async function schemaRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  let raw: unknown[];
  let exchange: Exchange;
  if (!isOutcome(data)) ({ raw, exchange } = data);
  else if (data.status !== 'not-evaluated' || (data.reason !== 'no-data' && data.reason !== 'unobservable')) return data;
  else {
    // Discovery found nothing usable: the list itself is still asked for, so a refused or malformed
    // list ("Returns an array of Crypto ...") or records without a readable createdAt are findings.
    const recent = recentWindow(ctx);
    const list = await fetchList<unknown>(ctx, endpoint.path, { ...sentWindow(ctx, recent.after, recent.before).query, pageSize: TRANSFERS_PAGE_SIZE.max });
    if (!list.ok) return list.outcome;
    if (list.items.length === 0) return data;
    ({ items: raw, exchange } = list);
  }
  if (raw.length === 0) return unobservable(`the window read returned no ${endpoint.noun} although discovery found some in it; no record to check`);
  return findingsOutcome(endpoint.noun, recordFindings(endpoint.kind, raw), exchange, raw);
}

/** "Returns an array of Crypto withdrawal" with the fields of the Crypto withdrawal table; memoTag "string or null". Both lists hold it: one check each. */
export const withdrawalsSchema = {
  id: 'crypto-transfers.withdrawals-schema',
  title: 'Every withdrawal matches the Crypto withdrawal table (memoTag a string or null)',
  requirements: ['WDR-LIST', 'WDR-FIELDS'],
  codes: recordCodesOf('cryptoWithdrawal'),
  codeRequirements: {
    'record-required': ['WDR-FIELDS'],
    'record-type': ['WDR-FIELDS'],
    'record-format': ['WDR-FIELDS'],
    'record-enum': ['WDR-FIELDS'],
    'not-json-array': ['WDR-LIST'],
  },
  needs: schemaNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return schemaRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsSchema = {
  id: 'crypto-transfers.deposits-schema',
  title: 'Every deposit matches the Crypto deposit table (memoTag a string or null)',
  requirements: ['DEP-LIST', 'DEP-FIELDS'],
  codes: recordCodesOf('cryptoDeposit'),
  codeRequirements: {
    'record-required': ['DEP-FIELDS'],
    'record-type': ['DEP-FIELDS'],
    'record-format': ['DEP-FIELDS'],
    'record-forbidden-field': ['DEP-FIELDS'],
    'not-json-array': ['DEP-LIST'],
  },
  needs: schemaNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return schemaRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

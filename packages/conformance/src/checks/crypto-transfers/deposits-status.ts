import { Findings } from '#support/outcome.js';
import { DEPOSITS, idOf } from '#support/transfers.js';
import type { Check } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { knownRecords } from './_support/known-records.js';
import { transferNeeds } from './_support/needs.js';

const CODES = {
  'status-not-string': 'a deposit has a status that is not a string',
} as const;

/**
 * "| status | string | allowed values: not shown |" (OPEN-POINTS #8): only the type is checked;
 * the values seen are reported.
 */
export const depositsStatus = {
  id: 'crypto-transfers.deposits-status',
  title: 'Every deposit status is a string (values reported, not judged)',
  requirements: ['DEP-STATUS'],
  codes: CODES,
  needs: transferNeeds(DEPOSITS, 1),
  section: 'Resources and their fields > Crypto deposit',
  endpoint: 'GET /v1/crypto-deposits',
  async run(ctx) {
    const data = await fetchDataWindow(ctx, DEPOSITS);
    if (isOutcome(data)) return data;
    const records = knownRecords(data);
    const findings = new Findings(CODES);
    for (const record of records) {
      if (typeof record.status === 'string') continue;
      findings.add(
        'status-not-string',
        `deposit ${idOf(record)} has status ${JSON.stringify(record.status)}`,
        data.exchange.evidence({ expected: 'a string', actual: JSON.stringify(record.status) ?? 'missing', body: record }),
      );
    }
    const seen = [...new Set(records.map((r) => r.status).filter((s) => typeof s === 'string'))].sort();
    return findings.outcome(`${records.length} deposits; status values seen (INFO): ${seen.join(', ') || 'none'}`);
  },
} as const satisfies Check;

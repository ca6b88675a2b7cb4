import { WITHDRAWAL_STATUSES } from '@tarc/domain';
import { Findings } from '#support/outcome.js';
import { WITHDRAWALS, idOf } from '#support/transfers.js';
import type { Check } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { knownRecords } from './_support/known-records.js';
import { transferNeeds } from './_support/needs.js';

const CODES = {
  'unknown-status': 'a withdrawal has a status other than Pending, Confirmed, Delivered or Failed',
} as const;

/** "| Crypto withdrawal | Pending, Confirmed, Delivered, Failed |" */
export const withdrawalsStatus = {
  id: 'crypto-transfers.withdrawals-status',
  title: 'Every withdrawal status is Pending, Confirmed, Delivered or Failed',
  requirements: ['WDR-STATUS'],
  codes: CODES,
  needs: transferNeeds(WITHDRAWALS, 1),
  section: 'States and transitions',
  endpoint: 'GET /v1/crypto-withdrawals',
  async run(ctx) {
    const data = await fetchDataWindow(ctx, WITHDRAWALS);
    if (isOutcome(data)) return data;
    const records = knownRecords(data);
    const findings = new Findings(CODES);
    for (const record of records) {
      if ((WITHDRAWAL_STATUSES as readonly unknown[]).includes(record.status)) continue;
      findings.add(
        'unknown-status',
        `withdrawal ${idOf(record)} has status ${JSON.stringify(record.status)}`,
        data.exchange.evidence({ expected: WITHDRAWAL_STATUSES.join(', '), actual: JSON.stringify(record.status), body: record }),
      );
    }
    const seen = [...new Set(records.map((r) => String(r.status)))].sort();
    return findings.outcome(`${records.length} withdrawals, statuses seen: ${seen.join(', ')}`);
  },
} as const satisfies Check;

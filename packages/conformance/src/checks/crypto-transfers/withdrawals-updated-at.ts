import { Findings, unobservable } from '#support/outcome.js';
import { updatedBeforeCreated } from '#support/timestamps.js';
import { WITHDRAWALS, idOf } from '#support/transfers.js';
import type { Check } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { knownRecords } from './_support/known-records.js';
import { transferNeeds } from './_support/needs.js';

const CODES = {
  'updated-before-created': 'a withdrawal has updatedAt before its createdAt',
} as const;

/**
 * "| createdAt | datetime | |", "| updatedAt | datetime | |": a withdrawal is not updated before it
 * was created (SHOULD: read from the field names, no sentence states it).
 */
export const withdrawalsUpdatedAt = {
  id: 'crypto-transfers.withdrawals-updated-at',
  title: 'No withdrawal has updatedAt before createdAt',
  requirements: ['WDR-UPDATED-NOT-BEFORE-CREATED'],
  codes: CODES,
  needs: transferNeeds(WITHDRAWALS, 1),
  section: 'Resources and their fields > Crypto withdrawal',
  endpoint: 'GET /v1/crypto-withdrawals',
  async run(ctx) {
    const data = await fetchDataWindow(ctx, WITHDRAWALS);
    if (isOutcome(data)) return data;
    const records = knownRecords(data);
    const findings = new Findings(CODES);
    let compared = 0;
    for (const record of records) {
      const before = updatedBeforeCreated(record);
      if (before === undefined) continue; // the schema check reports the format
      compared++;
      if (before) {
        findings.add(
          'updated-before-created',
          `withdrawal ${idOf(record)} was updated at ${String(record.updatedAt)}, before its createdAt ${String(record.createdAt)}`,
          data.exchange.evidence({
            expected: 'updatedAt >= createdAt',
            actual: `updatedAt ${String(record.updatedAt)} < createdAt ${String(record.createdAt)}`,
            body: record,
          }),
        );
      }
    }
    if (compared === 0 && findings.count === 0) return unobservable('no withdrawal carries a readable createdAt and updatedAt to compare');
    return findings.outcome(`${compared} withdrawals have updatedAt >= createdAt`);
  },
} as const satisfies Check;

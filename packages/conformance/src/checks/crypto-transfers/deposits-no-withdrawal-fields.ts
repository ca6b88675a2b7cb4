import { DEPOSIT_FORBIDDEN_FIELDS } from '@tarc/domain';
import { Findings } from '#support/outcome.js';
import { DEPOSITS, idOf } from '#support/transfers.js';
import type { Check } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { knownRecords } from './_support/known-records.js';
import { transferNeeds } from './_support/needs.js';

/** One code per field a deposit must not carry, e.g. `has-fee-amount`. */
const codeOf = (field: string) => `has-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` as keyof typeof CODES;

/** The findings this check reports, each with what it means (one per field of DEPOSIT_FORBIDDEN_FIELDS). */
const CODES = {
  'has-fee-amount': 'a deposit carries feeAmount (a withdrawal field)',
  'has-updated-at': 'a deposit carries updatedAt (a withdrawal field)',
  'has-external-transaction-id': 'a deposit carries externalTransactionId (a withdrawal field)',
  'has-created-by': 'a deposit carries createdBy (a withdrawal field)',
} as const;

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
export const depositsNoWithdrawalFields = {
  id: 'crypto-transfers.deposits-no-withdrawal-fields',
  title: 'No deposit carries feeAmount, updatedAt, externalTransactionId or createdBy',
  requirements: ['DEP-NO-WITHDRAWAL-FIELDS'],
  codes: CODES,
  needs: transferNeeds(DEPOSITS, 1),
  section: 'Resources and their fields > Crypto deposit',
  endpoint: 'GET /v1/crypto-deposits',
  async run(ctx) {
    const data = await fetchDataWindow(ctx, DEPOSITS);
    if (isOutcome(data)) return data;
    const records = knownRecords(data);
    const findings = new Findings(CODES);
    for (const field of DEPOSIT_FORBIDDEN_FIELDS) {
      const carrying = records.filter((record) => Object.hasOwn(record, field));
      if (carrying.length === 0) continue;
      const first = carrying[0]!;
      findings.add(
        codeOf(field),
        `${carrying.length} deposit(s) carry ${field} (e.g. ${idOf(first)})`,
        data.exchange.evidence({ expected: `none of ${DEPOSIT_FORBIDDEN_FIELDS.join(', ')}`, actual: `${field} on deposit ${idOf(first)}`, body: first }),
      );
    }
    return findings.outcome(`${records.length} deposits carry none of ${DEPOSIT_FORBIDDEN_FIELDS.join(', ')}`);
  },
} as const satisfies Check;

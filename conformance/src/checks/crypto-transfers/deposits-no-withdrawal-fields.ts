import { DEPOSIT_FORBIDDEN_FIELDS } from '@tarc/domain';
import { Findings } from '../../support/outcome.js';
import { DEPOSITS, idOf } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { fetchDataWindow, isOutcome } from './rules/fetch-window.js';
import { knownRecords } from './rules/known-records.js';

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
export const depositsNoWithdrawalFields: Check = {
  id: 'crypto-transfers.deposits-no-withdrawal-fields',
  title: 'No deposit carries feeAmount, updatedAt, externalTransactionId or createdBy',
  requirements: ['DEP-NO-WITHDRAWAL-FIELDS'],
  section: 'Resources and their fields > Crypto deposit',
  endpoint: 'GET /v1/crypto-deposits',
  async run(ctx) {
    const data = await fetchDataWindow(ctx, DEPOSITS);
    if (isOutcome(data)) return data;
    const records = knownRecords(data);
    const findings = new Findings();
    for (const record of records) {
      const present = DEPOSIT_FORBIDDEN_FIELDS.filter((field) => Object.hasOwn(record, field));
      if (present.length === 0) continue;
      findings.add(
        `deposit ${idOf(record)} carries ${present.join(', ')}`,
        data.exchange.evidence({ expected: `none of ${DEPOSIT_FORBIDDEN_FIELDS.join(', ')}`, actual: present.join(', '), body: record }),
      );
    }
    return findings.outcome(`${records.length} deposits carry none of ${DEPOSIT_FORBIDDEN_FIELDS.join(', ')}`);
  },
};

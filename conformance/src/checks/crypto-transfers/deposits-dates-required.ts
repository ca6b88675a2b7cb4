import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { DATES_REQUIRED_CODES, datesRequiredRule, datesRequiredNeeds } from './rules/dates-required.js';

/** createdAtBefore and createdAtAfter "Required: yes" (OPEN-POINTS #7: no 5xx, no records; the 4xx is INFO). */
export const depositsDatesRequired: Check = {
  id: 'crypto-transfers.deposits-dates-required',
  title: 'Deposits requests missing a date get no records and no 5xx',
  requirements: ['DEP-DATES-REQUIRED'],
  codes: [...DATES_REQUIRED_CODES],
  needs: datesRequiredNeeds(),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => datesRequiredRule(ctx, DEPOSITS),
};

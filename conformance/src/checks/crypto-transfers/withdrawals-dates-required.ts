import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { DATES_REQUIRED_CODES, datesRequiredRule, datesRequiredNeeds } from './rules/dates-required.js';

/** createdAtBefore and createdAtAfter "Required: yes" (OPEN-POINTS #7: no 5xx, no records; the 4xx is INFO). */
export const withdrawalsDatesRequired: Check = {
  id: 'crypto-transfers.withdrawals-dates-required',
  title: 'Withdrawals requests missing a date get no records and no 5xx',
  requirements: ['WDR-DATES-REQUIRED'],
  codes: [...DATES_REQUIRED_CODES],
  needs: datesRequiredNeeds(),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => datesRequiredRule(ctx, WITHDRAWALS),
};

import { WITHDRAWALS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { WINDOW_CODES, windowRule, windowNeeds } from './rules/window.js';

/** "| createdAtBefore | DATETIME | yes | on or before this time |", "| createdAtAfter | DATETIME | yes | after this time |". */
export const withdrawalsWindow: Check = {
  id: 'crypto-transfers.withdrawals-window',
  title: 'Every withdrawal returned lies in createdAtAfter < createdAt <= createdAtBefore',
  requirements: ['WDR-WINDOW'],
  codes: [...WINDOW_CODES],
  needs: windowNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run: (ctx) => windowRule(ctx, WITHDRAWALS),
};

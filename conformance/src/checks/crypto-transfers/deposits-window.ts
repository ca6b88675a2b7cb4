import { DEPOSITS } from '../../support/transfers.js';
import type { Check } from '../../types.js';
import { WINDOW_CODES, windowRule, windowNeeds } from './rules/window.js';

/** "| createdAtBefore | DATETIME | yes | on or before this time |", "| createdAtAfter | DATETIME | yes | after this time |". */
export const depositsWindow: Check = {
  id: 'crypto-transfers.deposits-window',
  title: 'Every deposit returned lies in createdAtAfter < createdAt <= createdAtBefore',
  requirements: ['DEP-WINDOW'],
  codes: [...WINDOW_CODES],
  needs: windowNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run: (ctx) => windowRule(ctx, DEPOSITS),
};

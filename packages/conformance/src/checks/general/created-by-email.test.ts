import { checkTable } from '#test-support/check-table.js';
import { createdByEmail } from './created-by-email.js';

checkTable(createdByEmail, {
  fails: [
    { fault: 'orders-created-by-not-email', codes: ['not-email-form'] },
    { fault: 'withdrawals-created-by-not-email', codes: ['not-email-form'] },
  ],
});

// Faults of the field forms stated in table notes: createdBy "an e-mail form" (orders) and
// "(<EMAIL>)" (withdrawals). Each writes the creating user as an opaque user number instead.
import { onRecord } from './helpers.js';
import type { Fault } from './types.js';

/** The user's number in place of the e-mail: `ref-user-3@example.com` → `user-3`, any other form → `user`. */
function userNumber(record: Record<string, unknown>): void {
  const email = typeof record.createdBy === 'string' ? record.createdBy : '';
  record.createdBy = email.split('@')[0]!.replace(/^\D*/, 'user-') || 'user';
}

export const TABLE_NOTE_FAULTS = [
  {
    name: 'orders-created-by-not-email',
    description: 'Orders carry createdBy as a user number, not in an e-mail form.',
    requirements: ['ORD-CREATED-BY-EMAIL'],
    hooks: onRecord('order', userNumber),
  },
  {
    name: 'withdrawals-created-by-not-email',
    description: 'Withdrawals carry createdBy as a user number, not in an e-mail form.',
    requirements: ['WDR-CREATED-BY-EMAIL'],
    hooks: onRecord('cryptoWithdrawal', userNumber),
  },
] as const satisfies readonly Fault[];

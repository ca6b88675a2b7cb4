// Faults of the field forms stated in table notes: createdBy "an e-mail form" (orders) and
// "(<EMAIL>)" (withdrawals). Each writes the creating user as an opaque user number instead.
import type { ResourceKind } from '@tarc/domain';
import { onRecord } from './helpers.js';
import type { Fault } from './types.js';

/** The user's number in place of the e-mail: `ref-user-3@example.com` → `user-3`, any other form → `user`. */
function userNumber(record: Record<string, unknown>): void {
  const email = typeof record.createdBy === 'string' ? record.createdBy : '';
  record.createdBy = email.split('@')[0]!.replace(/^\D*/, 'user-') || 'user';
}

const createdByNotEmail = <W extends string>(kind: ResourceKind, what: W, requirement: string) =>
  ({
    name: `${what}-created-by-not-email` as const,
    description: `${what === 'orders' ? 'Orders' : 'Withdrawals'} carry createdBy as a user number, not in an e-mail form.`,
    requirements: [requirement],
    hooks: onRecord(kind, userNumber),
  }) satisfies Fault;

export const TABLE_NOTE_FAULTS = [
  createdByNotEmail('order', 'orders', 'ORD-CREATED-BY-EMAIL'),
  createdByNotEmail('cryptoWithdrawal', 'withdrawals', 'WDR-CREATED-BY-EMAIL'),
] as const satisfies readonly Fault[];

// Mutation rows of the faults of forms and limits stated in table notes (reference-server
// faults/table-notes.ts and faults/limits.ts): SHOULD observations.
import type { ProofRow } from './types.js';

export const TABLE_NOTE_ROWS = [
  { fault: 'orders-created-by-not-email', fails: ['general.created-by-email/not-email-form'], failOn: 'should' },
  { fault: 'withdrawals-created-by-not-email', fails: ['general.created-by-email/not-email-form'], failOn: 'should' },
] as const satisfies readonly ProofRow[];

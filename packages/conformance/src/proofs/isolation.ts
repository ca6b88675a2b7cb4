// Mutation rows of the isolation faults reached through a filter or a lookup (reference-server
// faults/isolation.ts); the relabelled ones are caught by what the record is, not its accountId.
import type { ProofRow } from './types.js';

export const ISOLATION_ROWS = [
  { fault: 'isolation-trades-by-order-id-any-account', fails: ['isolation.fingerprints/other-account-record'] },
  { fault: 'isolation-withdrawals-by-reference-any-account-relabelled', fails: ['isolation.fingerprints/other-account-record'] },
  { fault: 'isolation-deposits-by-symbol-any-account-relabelled', fails: ['isolation.fingerprints/other-account-record'] },
  { fault: 'isolation-order-lookup-any-account-relabelled', fails: ['isolation.fingerprints/other-account-record'] },
  { fault: 'isolation-trade-lookup-open-to-later-accounts', fails: ['isolation.fingerprints/other-account-record'] },
] as const satisfies readonly ProofRow[];

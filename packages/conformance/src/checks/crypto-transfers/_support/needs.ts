// What a transfer rule needs of the target: credentials, and `records` withdrawals or deposits in
// one 90-day window of the primary account.
import type { TransferEndpoint } from '#support/transfers.js';
import type { DataNeeds } from '#types';

export function transferNeeds(endpoint: TransferEndpoint, records: number): DataNeeds {
  return endpoint.noun === 'withdrawals' ? { credentials: true, withdrawals: records } : { credentials: true, deposits: records };
}

// OPEN-POINTS #7: a request missing a required parameter "is not honoured: a 5xx or returned records
// is a failure; the 4xx used is reported as INFO". Read once for the checks that send such requests
// and for the single-exchange rule that judges every one the run or the proxy sees.
import type { RequirementId } from '../requirements/index.js';
import type { OperationName } from './operations.js';

const sent = (q: URLSearchParams, key: string) => q.getAll(key).some((v) => v !== '');

/** The required parameters a request lacked (trades without orderId; withdrawals, deposits), with the requirement each stands on. */
export function missingRequired(name: OperationName, q: URLSearchParams): { what: string; requirement: RequirementId }[] {
  const out: { what: string; requirement: RequirementId }[] = [];
  if (name === 'trades' && !sent(q, 'orderId')) {
    if (!sent(q, 'pairSymbol')) out.push({ what: 'pairSymbol', requirement: 'TRD-LIST-PAIR-REQUIRED' });
    if (!sent(q, 'createdAtBefore') && !sent(q, 'createdAt')) out.push({ what: 'createdAtBefore and createdAt', requirement: 'TRD-LIST-DATE-REQUIRED' });
  }
  if (name === 'cryptoWithdrawals' || name === 'cryptoDeposits') {
    const requirement: RequirementId = name === 'cryptoWithdrawals' ? 'WDR-DATES-REQUIRED' : 'DEP-DATES-REQUIRED';
    for (const key of ['createdAtBefore', 'createdAtAfter']) if (!sent(q, key)) out.push({ what: key, requirement });
  }
  return out;
}

/** How many records a 2xx answered to such a request (0 when it answered none, or no list): more than 0 is the failure. */
export function recordsReturned(answer: { status: number; json: unknown }): number {
  return answer.status >= 200 && answer.status < 300 && Array.isArray(answer.json) ? answer.json.length : 0;
}

// Rules on what a list holds that one page can show: its size, Canceled orders, and records
// returned to a request that lacked a required parameter.
import type { RequirementId } from '../requirements/index.js';
import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '@tarc/domain';
import type { OperationName } from '#support/operations.js';
import type { ExchangeRule, Violation } from './types.js';

const PAGED: Partial<Record<OperationName, { max: number; requirement: RequirementId }>> = {
  orders: { max: ORDERS_PAGE_SIZE.max, requirement: 'ORD-LIST-PAGE-SIZE-RANGE' },
  trades: { max: TRADES_PAGE_SIZE.max, requirement: 'TRD-LIST-PAGE-SIZE-RANGE' },
  cryptoWithdrawals: { max: TRANSFERS_PAGE_SIZE.max, requirement: 'WDR-PAGE-SIZE-RANGE' },
  cryptoDeposits: { max: TRANSFERS_PAGE_SIZE.max, requirement: 'DEP-PAGE-SIZE-RANGE' },
};
const PAGING: Partial<Record<OperationName, RequirementId>> = {
  orders: 'ORD-LIST-PAGING',
  trades: 'TRD-LIST-PAGING',
  cryptoWithdrawals: 'WDR-PAGE-SIZE',
  cryptoDeposits: 'DEP-PAGE-SIZE',
};

/** "pageSize … 1 to 50, default 50" (1 to 1000 for the others): a page never holds more. */
export const pageSizeExceeded: ExchangeRule = {
  code: 'list.page-size-exceeded',
  title: "A page holds at most pageSize records, and never more than the endpoint's maximum",
  requirements: [...Object.values(PAGED).map((p) => p.requirement), ...Object.values(PAGING)],
  check(x, facts) {
    const paged = PAGED[x.operation.name];
    if (!paged || x.operation.lookup || !Array.isArray(x.json) || x.status !== 200) return undefined;
    // OPEN-POINTS #1: with orderId, a server may read "no other parameter may be sent" and page nothing.
    if (x.operation.name === 'trades' && x.query.has('orderId')) return undefined;
    const n = x.json.length;
    if (n > paged.max) {
      return [
        { message: `a page of ${n} records, more than the maximum pageSize ${paged.max}`, requirement: paged.requirement, evidence: { body: `${n} records` } },
      ];
    }
    const q = facts.query;
    const asked = (q.orders ?? q.trades ?? q.transfers)?.pageSize;
    if (asked !== undefined && n > asked) {
      const sent = x.query.has('pageSize') ? `pageSize=${asked}` : `the default pageSize ${asked}`;
      return [{ message: `a page of ${n} records for ${sent}`, requirement: PAGING[x.operation.name]!, evidence: { body: `${n} records` } }];
    }
    return [];
  },
};

/** "Order: Canceled orders never appear in the order list." */
export const canceledListed: ExchangeRule = {
  code: 'list.canceled-order',
  title: 'No Canceled order in the order list',
  requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
  check(x) {
    if (x.operation.name !== 'orders' || x.status !== 200 || !Array.isArray(x.json)) return undefined;
    const out: Violation[] = [];
    x.json.forEach((o: unknown, i) => {
      if (o !== null && typeof o === 'object' && (o as Record<string, unknown>).status === 'Canceled') {
        out.push({
          message: `record [${i}] (id ${JSON.stringify((o as Record<string, unknown>).id)}) is Canceled`,
          requirement: 'ORD-LIST-CANCELED-EXCLUDED',
          evidence: { body: o },
        });
      }
    });
    return out;
  },
};

const sent = (q: URLSearchParams, key: string) => q.getAll(key).some((v) => v !== '');

/** The required parameters a request lacked, with the requirement each stands on. */
function missingRequired(name: OperationName, q: URLSearchParams): { what: string; requirement: RequirementId }[] {
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

/**
 * OPEN-POINTS #7: a request missing a required parameter "is not honoured: a 5xx or returned records
 * is a failure; the 4xx used is reported as INFO" (trades without orderId; withdrawals, deposits).
 */
export const recordsForMissingRequired: ExchangeRule = {
  code: 'list.records-without-required',
  title: 'A request missing a required parameter gets no records',
  requirements: ['TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED', 'WDR-DATES-REQUIRED', 'DEP-DATES-REQUIRED'],
  check(x) {
    if (x.operation.lookup) return undefined;
    const missing = missingRequired(x.operation.name, x.query);
    if (missing.length === 0) return undefined;
    if (x.status < 200 || x.status > 299 || !Array.isArray(x.json) || x.json.length === 0) return [];
    return missing.map((m) => ({ message: `${Array.isArray(x.json) ? x.json.length : 0} records returned without ${m.what}`, requirement: m.requirement }));
  },
};

// Rules on what a list holds that one page can show: its size, Canceled orders, and records
// returned to a request that lacked a required parameter.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '@tarc/domain';
import type { OperationName } from '#support/operations.js';
import { missingRequired, recordsReturned } from '#support/required-parameters.js';
import type { ExchangeRule, Violation } from './types.js';

interface Broken {
  requirement: RequirementId;
  code: FindingCode;
}
/** A page over the endpoint's maximum pageSize. */
const PAGED: Partial<Record<OperationName, Broken & { max: number }>> = {
  orders: { max: ORDERS_PAGE_SIZE.max, requirement: 'ORD-LIST-PAGE-SIZE-RANGE', code: 'orders.paging/page-over-page-size' },
  trades: { max: TRADES_PAGE_SIZE.max, requirement: 'TRD-LIST-PAGE-SIZE-RANGE', code: 'trades.paging/page-over-page-size' },
  cryptoWithdrawals: { max: TRANSFERS_PAGE_SIZE.max, requirement: 'WDR-PAGE-SIZE-RANGE', code: 'crypto-transfers.withdrawals-page-size/over-max' },
  cryptoDeposits: { max: TRANSFERS_PAGE_SIZE.max, requirement: 'DEP-PAGE-SIZE-RANGE', code: 'crypto-transfers.deposits-page-size/over-max' },
};
/** A page over the pageSize asked for (or its default). */
const PAGING: Partial<Record<OperationName, Broken>> = {
  orders: { requirement: 'ORD-LIST-PAGING', code: 'orders.paging/page-over-page-size' },
  trades: { requirement: 'TRD-LIST-PAGING', code: 'trades.paging/page-over-page-size' },
  cryptoWithdrawals: { requirement: 'WDR-PAGE-SIZE', code: 'crypto-transfers.withdrawals-paging/page-over-page-size' },
  cryptoDeposits: { requirement: 'DEP-PAGE-SIZE', code: 'crypto-transfers.deposits-paging/page-over-page-size' },
};

/** "pageSize … 1 to 50, default 50" (1 to 1000 for the others): a page never holds more. */
export const pageSizeExceeded: ExchangeRule = {
  code: 'list.page-size-exceeded',
  title: "A page holds at most pageSize records, and never more than the endpoint's maximum",
  requirements: [...Object.values(PAGED), ...Object.values(PAGING)].map((p) => p.requirement),
  codes: [...new Set([...Object.values(PAGED), ...Object.values(PAGING)].map((p) => p.code))],
  check(x, facts) {
    const paged = PAGED[x.operation.name];
    if (!paged || x.operation.lookup || !Array.isArray(x.json) || x.status !== 200) return undefined;
    // OPEN-POINTS #1: with orderId, a server may read "no other parameter may be sent" and page nothing.
    if (x.operation.name === 'trades' && x.query.has('orderId')) return undefined;
    const n = x.json.length;
    if (n > paged.max) {
      return [
        {
          code: paged.code,
          message: `a page of ${n} records, more than the maximum pageSize ${paged.max}`,
          requirement: paged.requirement,
          evidence: { body: `${n} records` },
        },
      ];
    }
    const q = facts.query;
    const asked = (q.orders ?? q.trades ?? q.transfers)?.pageSize;
    if (asked !== undefined && n > asked) {
      const sent = x.query.has('pageSize') ? `pageSize=${asked}` : `the default pageSize ${asked}`;
      const { code, requirement } = PAGING[x.operation.name]!;
      return [{ code, message: `a page of ${n} records for ${sent}`, requirement, evidence: { body: `${n} records` } }];
    }
    return [];
  },
};

/** "Order: Canceled orders never appear in the order list." */
export const canceledListed: ExchangeRule = {
  code: 'list.canceled-order',
  title: 'No Canceled order in the order list',
  requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
  codes: ['orders.canceled-excluded/listed'],
  check(x) {
    if (x.operation.name !== 'orders' || x.status !== 200 || !Array.isArray(x.json)) return undefined;
    const out: Violation[] = [];
    x.json.forEach((o: unknown, i) => {
      if (o !== null && typeof o === 'object' && (o as Record<string, unknown>).status === 'Canceled') {
        out.push({
          code: 'orders.canceled-excluded/listed',
          message: `record [${i}] (id ${JSON.stringify((o as Record<string, unknown>).id)}) is Canceled`,
          requirement: 'ORD-LIST-CANCELED-EXCLUDED',
          evidence: { body: o },
        });
      }
    });
    return out;
  },
};

const RECORDS_WITHOUT: Readonly<Record<'trades' | 'cryptoWithdrawals' | 'cryptoDeposits', FindingCode>> = {
  trades: 'trades.required-parameters/trades-returned',
  cryptoWithdrawals: 'crypto-transfers.withdrawals-dates-required/records-returned',
  cryptoDeposits: 'crypto-transfers.deposits-dates-required/records-returned',
};

/**
 * OPEN-POINTS #7: a request missing a required parameter "is not honoured: a 5xx or returned records
 * is a failure; the 4xx used is reported as INFO" (trades without orderId; withdrawals, deposits).
 */
export const recordsForMissingRequired: ExchangeRule = {
  code: 'list.records-without-required',
  title: 'A request missing a required parameter gets no records',
  requirements: ['TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED', 'WDR-DATES-REQUIRED', 'DEP-DATES-REQUIRED'],
  codes: Object.values(RECORDS_WITHOUT),
  check(x) {
    if (x.operation.lookup) return undefined;
    const missing = missingRequired(x.operation.name, x.query);
    const code = RECORDS_WITHOUT[x.operation.name as keyof typeof RECORDS_WITHOUT];
    if (missing.length === 0 || code === undefined) return undefined;
    const n = recordsReturned(x);
    if (n === 0) return [];
    return missing.map((m) => ({
      code,
      message: `${n} records returned without ${m.what}`,
      requirement: m.requirement,
    }));
  },
};

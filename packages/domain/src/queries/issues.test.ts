// Every QueryIssueCode is one a validator reports: the record below must name each code (tsc holds
// it to the union), and each entry shows a query that gives it, with the key it is on. The 400 body
// is the issues' messages under their keys.
import { describe, expect, it } from 'vitest';
import { validateAccountWalletsQuery } from './filters.js';
import { validationErrors, type QueryIssue, type QueryIssueCode } from './issues.js';
import { validateOrdersQuery } from './orders.js';
import { validateTradesQuery } from './trades.js';
import { validateCryptoWithdrawalsQuery } from './transfers.js';
import type { QueryContext, QueryResult } from './types.js';

const ctx: QueryContext = { now: new Date('2024-06-01T00:00:00Z'), pairs: ['BTCUSDT'] };
const orders = (q: string) => validateOrdersQuery(new URLSearchParams(q), ctx);
const trades = (q: string) => validateTradesQuery(new URLSearchParams(q), ctx);
const WINDOW = 'pairSymbol=BTCUSDT&createdAtBefore=2024-05-01';

const CASES: Record<QueryIssueCode, readonly [result: QueryResult<unknown>, key: string][]> = {
  repeated: [
    [orders(`${WINDOW}&page=1&page=2`), 'page'],
    [validateAccountWalletsQuery(new URLSearchParams('currencySymbol=A&currencySymbol=B')), 'currencySymbol'],
  ],
  required: [
    [orders('createdAtBefore=2024-05-01'), 'pairSymbol'],
    [validateCryptoWithdrawalsQuery(new URLSearchParams('createdAtBefore=2024-05-01')), 'createdAtAfter'],
  ],
  'required-either': [
    [orders('pairSymbol=BTCUSDT'), 'orderIdAfter'],
    [trades('pairSymbol=BTCUSDT'), 'createdAt'],
  ],
  'unknown-pair': [
    [orders('pairSymbol=NOPE&createdAtBefore=2024-05-01'), 'pairSymbol'],
    [trades('pairSymbol=NOPE&createdAtBefore=2024-05-01'), 'pairSymbol'],
  ],
  format: [
    [orders(`${WINDOW}&pageSize=1e1`), 'pageSize'],
    [orders('pairSymbol=BTCUSDT&createdAtBefore=yesterday'), 'createdAtBefore'],
  ],
  range: [
    [orders(`${WINDOW}&pageSize=51`), 'pageSize'],
    [orders(`${WINDOW}&page=0`), 'page'],
  ],
  enum: [
    [orders(`${WINDOW}&type=Hold`), 'type'],
    [orders(`${WINDOW}&order=up`), 'order'],
    [trades(`${WINDOW}&side=Hold`), 'side'],
  ],
  'not-listable': [[orders(`${WINDOW}&status=Canceled`), 'status']],
  'not-with-order-id': [[trades('orderId=1&side=Buy'), 'side']],
};

const issuesOf = (result: QueryResult<unknown>): QueryIssue[] => (result.ok ? [] : result.issues);

describe('query issue codes', () => {
  it.each(Object.entries(CASES))('%s is reported on the key sent', (code, cases) => {
    for (const [result, key] of cases) expect(issuesOf(result)).toContainEqual({ code, key, message: expect.any(String) });
  });

  it("the 400 body's errors are the issues' messages under their keys, in order", () => {
    const result = orders('pairSymbol=NOPE&status=Canceled&status=Closed&type=Hold&type=Up');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => `${i.code} ${i.key}`)).toEqual([
      'unknown-pair pairSymbol',
      'required-either orderIdAfter',
      'required-either createdAtBefore',
      'enum type',
      'enum type',
      'not-listable status',
    ]);
    expect(result.problem.errors).toEqual(validationErrors(result.issues));
    expect(JSON.stringify(result.problem.errors)).toBe(
      JSON.stringify({
        pairSymbol: ['PairSymbol must exist.'],
        orderIdAfter: ['OrderIdAfter or CreatedAtBefore is required.'],
        createdAtBefore: ['OrderIdAfter or CreatedAtBefore is required.'],
        type: ["The value 'Hold' is not valid for Type; allowed: Buy, Sell.", "The value 'Up' is not valid for Type; allowed: Buy, Sell."],
        status: ['Status Canceled cannot be listed; the accepted values are Untouched, Partial, Closed.'],
      }),
    );
  });
});

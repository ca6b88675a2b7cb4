// The public types say what the functions promise. `tsc --noEmit` (run before the tests) proves the
// `expectTypeOf` lines and the `@ts-expect-error` ones: a type that drifted would fail to compile,
// and a line that compiled where an error is expected would make the directive itself an error.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { feeBandForVolume } from './fee-band-for-volume.js';
import { FEE_TABLE, type FeeBand } from './fee-table.js';
import { formatDecimal } from './format/decimal.js';
import { formatTimestamp, isTimestamp, parseTimestamp, type Instant } from './instant.js';
import { isDecimalString } from './decimals.js';
import { type PROBLEM_TYPE_BAD_REQUEST, validationProblem, type ValidationProblem } from './problems.js';
import { validateOrdersQuery } from './queries/orders.js';
import { validateTradesQuery } from './queries/trades.js';
import type { DateWindow, OrdersQuery } from './queries/types.js';
import type { DecimalString, FeeLevel, Order, Timestamp } from './resources.js';
import { parseResource } from './validate-resource.js';

const ORDER = {
  id: '1',
  accountId: 'a',
  pairSymbol: 'BTCTRY',
  feePercentage: '0.0010000000000000',
  taxPercentage: '0.1800000000000000',
  initialAmount: '1.0000000000000000',
  currentAmount: '0.5000000000000000',
  matchedAmount: '0.5000000000000000',
  price: '100.0000000000000000',
  initialTotal: '100.0000000000000000',
  currentTotal: '50.0000000000000000',
  matchedTotal: '50.0000000000000000',
  method: 'Limit',
  type: 'Buy',
  status: 'Partial',
  externalOrderId: 'x',
  createdAt: '2024-01-02T03:04:05.123456',
  createdBy: 'a@example.com',
};

describe('branded DecimalString and Timestamp', () => {
  it("parseResource's value carries them on the record's decimal and timestamp fields", () => {
    const parsed = parseResource('order', ORDER);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expectTypeOf(parsed.value).toEqualTypeOf<Order>();
    expectTypeOf(parsed.value.price).toEqualTypeOf<DecimalString>();
    expectTypeOf(parsed.value.createdAt).toEqualTypeOf<Timestamp>();
    // A branded value is still its string: it reads as one and is that same text.
    const text: string = parsed.value.price;
    expect(text).toBe('100.0000000000000000');
  });

  it('a plain string is not a DecimalString nor a Timestamp: only a check or a formatter makes one', () => {
    // @ts-expect-error a string nobody checked is not a record's decimal
    const unchecked: DecimalString = '1.5';
    // @ts-expect-error nor a record's timestamp
    const unstamped: Timestamp = '2024-01-02T03:04:05.1234567';
    expect([unchecked, unstamped]).toHaveLength(2);
    const value: unknown = '1.5';
    if (isDecimalString(value)) expectTypeOf(value).toEqualTypeOf<DecimalString>();
    const stamp: unknown = ORDER.createdAt;
    if (isTimestamp(stamp)) expectTypeOf(stamp).toEqualTypeOf<Timestamp>();
    expectTypeOf(formatDecimal('1.5', 16)).toEqualTypeOf<DecimalString>();
    expectTypeOf(formatTimestamp(parseTimestamp(ORDER.createdAt)!, 6)).toEqualTypeOf<Timestamp>();
  });

  it('an Instant is a Timestamp (the canonical 7-digit form), not the other way round', () => {
    const instant = parseTimestamp(ORDER.createdAt)!;
    expectTypeOf(instant).toExtend<Timestamp>();
    const asRecordField: Order['createdAt'] = instant;
    expect(asRecordField).toBe('2024-01-02T03:04:05.1234560');
    expectTypeOf<Timestamp>().not.toExtend<Instant>();
  });
});

describe('the query and problem types', () => {
  const ctx = { now: new Date('2026-01-01T00:00:00Z'), pairs: ['BTCTRY'] };
  const ordersQuery = (text: string): OrdersQuery => {
    const result = validateOrdersQuery(new URLSearchParams(text), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    return result.value;
  };

  it("an orders query's statuses test a record's OrderStatus as it is (includes compiles), and never hold Canceled", () => {
    const query = ordersQuery('pairSymbol=BTCTRY&orderIdAfter=1&status=Partial');
    const canceled: Order['status'] = 'Canceled';
    const partial: Order['status'] = 'Partial';
    expect([query.status.includes(canceled), query.status.includes(partial)]).toEqual([false, true]);
    // @ts-expect-error Canceled is not a status an orders query lists
    query.status.push('Canceled');
  });

  it('orders and trades queries have one window: both ends with createdAtBefore, the lower bound alone, or none', () => {
    const clamped = ordersQuery('pairSymbol=BTCTRY&createdAtBefore=2025-12-01');
    const lower = ordersQuery('pairSymbol=BTCTRY&orderIdAfter=1&createdAtAfter=2025-11-01');
    expect([clamped.window.before !== undefined, lower.window.before !== undefined, lower.window.after]).toEqual([true, false, '2025-11-01T00:00:00.0000000']);
    if (clamped.window.before !== undefined) expectTypeOf(clamped.window).toEqualTypeOf<DateWindow>();
    // @ts-expect-error no second lower bound beside the window any more
    expect(lower.createdAtAfter).toBeUndefined();
    const trades = validateTradesQuery(new URLSearchParams('orderId=5'), ctx);
    expect(trades.ok && trades.value.window).toEqual({});
  });

  it('a 400 body has the RFC type as a literal, and needs a parameter with a message', () => {
    const problem = validationProblem({ page: ['Page must be greater than or equal to 1.'] });
    expectTypeOf(problem.type).toEqualTypeOf<'https://tools.ietf.org/html/rfc9110#section-15.5.1'>();
    expectTypeOf<ValidationProblem['type']>().toEqualTypeOf<typeof PROBLEM_TYPE_BAD_REQUEST>();
    expectTypeOf<ValidationProblem['status']>().toEqualTypeOf<400>();
    expect(() => validationProblem({})).toThrow(expect.objectContaining({ name: 'DomainError', code: 'invalid-argument' }));
  });

  it('the fee table is FeeBand rows of text; a FeeLevel is the endpoint record', () => {
    expectTypeOf(FEE_TABLE[0]!).toEqualTypeOf<FeeBand>();
    expectTypeOf(FEE_TABLE[0]!.maker).toEqualTypeOf<DecimalString>();
    expectTypeOf(feeBandForVolume(1)).toEqualTypeOf<FeeBand>();
    expectTypeOf(feeBandForVolume).parameter(0).toEqualTypeOf<number | string>();
    expectTypeOf<FeeLevel>().toHaveProperty('makerFee');
    expect(feeBandForVolume('100000').level).toBe(2);
  });
});

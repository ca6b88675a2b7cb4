// The public types say what the functions promise. `tsc --noEmit` (run before the tests) proves the
// `expectTypeOf` lines and the `@ts-expect-error` ones: a type that drifted would fail to compile,
// and a line that compiled where an error is expected would make the directive itself an error.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatDecimal } from './format/decimal.js';
import { formatTimestamp, isTimestamp, parseTimestamp, type Instant } from './instant.js';
import { isDecimalString } from './decimals.js';
import type { DecimalString, Order, Timestamp } from './resources.js';
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

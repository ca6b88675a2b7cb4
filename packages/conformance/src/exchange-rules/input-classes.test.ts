// A test per row of the spec's table of input classes, and the rules that read it: an answer to
// input the spec is silent on is never a finding (issue 40, "Seen" 3 and 4).
import { LISTABLE_ORDER_STATUSES, ORDER_TYPES, ORDERS_PAGE_SIZE, SORT_ORDERS } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { operationOf } from '#support/operations.js';
import { classifyOrdersQueryRow, classifyOrdersValue, INPUT_CLASSES, integerReading, type InputKind, type OrdersVocabulary } from './input-classes.js';
import { judgeExchange } from './judge.js';

const vocabulary: OrdersVocabulary = {
  types: ORDER_TYPES,
  listableStatuses: LISTABLE_ORDER_STATUSES,
  sortOrders: SORT_ORDERS,
  pageSize: ORDERS_PAGE_SIZE,
  pairs: ['BTCTRY', 'ETHTRY'],
};
const PARAMETER: Record<Exclude<InputKind, 'query'>, string> = {
  int: 'page',
  'page-size': 'pageSize',
  enum: 'type',
  status: 'status',
  pair: 'pairSymbol',
  datetime: 'createdAtBefore',
  string: 'orderIdAfter',
};

describe('the input classes of GET /v1/orders (one table, from the spec and OPEN-POINTS)', () => {
  it.each(INPUT_CLASSES.map((row) => [row.id, row] as const))('%s', (_, row) => {
    if (row.class === 'invalid') expect(row.requirement, 'an invalid row names the requirement it is owed under').toBeDefined();
    if (row.kind === 'query') {
      expect(classifyOrdersQueryRow(new URLSearchParams(row.example), vocabulary)).toBe(row);
      return;
    }
    const known = row.id === 'pair.unverifiable' ? { ...vocabulary, pairs: undefined } : vocabulary;
    expect(classifyOrdersValue(PARAMETER[row.kind], row.example, known)).toBe(row);
  });

  it.each([
    // Forms the spec does not define: silent.
    ['page', ' 1', 'silent'],
    ['page', '01', 'silent'],
    ['page', '+1', 'silent'],
    ['page', '1e0', 'silent'],
    ['page', '0', 'silent'],
    ['pageSize', ' 5', 'silent'],
    ['pageSize', '5e0', 'silent'],
    ['order', 'Desc', 'silent'],
    ['type', 'buy', 'silent'],
    ['pairSymbol', 'btctry', 'silent'],
    ['createdAtBefore', '1700000000', 'silent'],
    // Broken however it is read: invalid.
    ['pageSize', ' 51', 'invalid'],
    ['pageSize', '0', 'invalid'],
    ['pageSize', '5.1e1', 'invalid'],
    ['page', ' 1.5', 'invalid'],
    ['status', 'CANCELED', 'invalid'],
    ['type', ' hold ', 'invalid'],
    ['order', 'sideways', 'invalid'],
    ['createdAtAfter', 'now', 'invalid'],
  ] as const)('%s=%j is %s', (name, value, expected) => {
    expect(classifyOrdersValue(name, value, vocabulary)?.class).toBe(expected);
  });

  it('reads integers in decimal and exponent forms, exactly', () => {
    expect(integerReading('9223372036854775808')).toBe(9223372036854775808n);
    expect(integerReading('1e3')).toBe(1000n);
    expect(integerReading('5e1')).toBe(50n);
    expect(integerReading('1.0')).toBe(1n);
    expect(integerReading('-0')).toBe(0n);
    expect(integerReading('1.5')).toBe('fraction');
    expect(integerReading('1e-1')).toBe('fraction');
    expect(integerReading('0x10')).toBe('other');
    expect(integerReading('9'.repeat(400))).toBe(BigInt('9'.repeat(400)));
  });

  it('names no class for a parameter the spec does not give GET /v1/orders', () => {
    expect(classifyOrdersValue('PageSize', '5', vocabulary)).toBeUndefined();
  });
});

describe('the judge of GET /v1/orders answers reads the table, not @tarc/domain', () => {
  const judged = (rawQuery: string, status: number, json: unknown) =>
    judgeExchange(
      {
        operation: operationOf('GET', '/v1/orders')!,
        query: new URLSearchParams(rawQuery),
        requestHeaders: {},
        status,
        responseHeaders: { 'content-type': 'application/json' },
        json,
      },
      { pairs: new Set(['BTCTRY']) },
      new Date('2026-06-01T00:00:00Z'),
    ).violations.filter((v) => v.rule.startsWith('query.400'));
  const base = 'pairSymbol=BTCTRY&createdAtBefore=2026-05-01T00%3A00%3A00.0000000&pageSize=1';

  it('a 200 to page=%201 (the library rejects it, the spec is silent) is no finding', () => {
    expect(judged(`${base}&page=%201`, 200, [])).toEqual([]);
  });

  it('a 200 to page=1.5 (no integer in any reading) is a finding', () => {
    expect(judged(`${base}&page=1.5`, 200, []).map((v) => v.rule)).toEqual(['query.400-expected']);
  });

  it('a 400 keyed by a long unknown parameter name sent whole is no finding; keyed by a shortened one it is', () => {
    const name = 'x'.repeat(300);
    expect(judged(`${base}&${name}=%`, 400, { errors: { [name]: ['The value is not valid percent-encoded UTF-8.'] } })).toEqual([]);
    const shortened = judged(`${base}&${name}=%`, 400, { errors: { [`${name.slice(0, 40)}…`]: ['The value is not valid percent-encoded UTF-8.'] } });
    expect(shortened.map((v) => v.message)).toEqual([expect.stringMatching(/is not a parameter name as written/)]);
  });
});

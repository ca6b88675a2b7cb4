import { describe, expect, it } from 'vitest';
import { certainlyInvalidOrdersPageSize, certainlyNoDateTime, certainlyNotInteger, integerReading, notOneOf } from './validity.js';
import { certainlyInvalidParam, rawQueryOf } from './requests.js';
import type { Operation } from './requests.js';

describe('integer readings', () => {
  it('reads decimal and exponent forms exactly, beyond 64 bits', () => {
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

  it('calls a value certainly no integer only when no reading makes it one', () => {
    for (const v of ['1.5', 'one', 'NaN', "'", '0.5']) expect(certainlyNotInteger(v), v).toBe(true);
    for (const v of ['', '1', '1.0', '1e1', '0x10', '1_000', ' 1', '-1', '2147483648']) expect(certainlyNotInteger(v), v).toBe(false);
  });

  it('holds orders page sizes to 1..50 in every integer reading', () => {
    for (const v of ['0', '-1', '51', '1e3', '9223372036854775808', 'abc']) expect(certainlyInvalidOrdersPageSize(v), v).toBe(true);
    for (const v of ['1', '50', '5e1', '1.0', '0x10', '']) expect(certainlyInvalidOrdersPageSize(v), v).toBe(false);
  });

  it('leaves the case of listed words and dates with digits open', () => {
    expect(notOneOf('ASC', 'DESC')('asc')).toBe(false);
    expect(notOneOf('ASC', 'DESC')('ascending')).toBe(true);
    expect(certainlyNoDateTime('2023-02-29T00:00:00')).toBe(false);
    expect(certainlyNoDateTime('today')).toBe(true);
  });
});

describe('hostile requests', () => {
  const op: Operation = {
    path: '/v1/orders',
    params: [{ name: 'pageSize', kind: 'int', certainlyInvalid: certainlyInvalidOrdersPageSize }],
    base: [
      ['pairSymbol', 'BTCTRY'],
      ['pageSize', '1'],
    ],
  };

  it('replaces the base value, repeats within the wire budget and adds unknown names as they are', () => {
    expect(rawQueryOf(op, { path: op.path, mutation: { kind: 'set', name: 'pageSize', value: '1e3' } })).toBe('pairSymbol=BTCTRY&pageSize=1e3');
    expect(rawQueryOf(op, { path: op.path, mutation: { kind: 'unknown', name: '%zz', value: '%00' } })).toBe('pairSymbol=BTCTRY&pageSize=1&%zz=%00');
    const repeated = rawQueryOf(op, { path: op.path, mutation: { kind: 'repeat', name: 'pairSymbol', value: 'a'.repeat(100), times: 500 } });
    expect(repeated.length).toBeLessThan(7000);
    expect(repeated.split('&').length).toBeGreaterThan(20);
  });

  it('expects a keyed 400 only for a set value the rule certainly rejects, not for a malformed escape', () => {
    const set = (value: string) => certainlyInvalidParam(op, { path: op.path, mutation: { kind: 'set', name: 'pageSize', value } });
    expect(set('1e3')).toBe('pageSize');
    expect(set('5e1')).toBeUndefined();
    expect(set('%zz')).toBeUndefined();
    expect(certainlyInvalidParam(op, { path: op.path, mutation: { kind: 'repeat', name: 'pageSize', value: '99', times: 2 } })).toBeUndefined();
  });
});

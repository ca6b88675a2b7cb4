import { PROBLEM_TYPE_BAD_REQUEST, PROBLEM_TYPE_NOT_FOUND } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { operationOf } from '#support/operations.js';
import { judgeExchange } from './judge.js';
import type { JudgedExchange } from './types.js';

function judge(path: string, status: number, json: unknown) {
  const [pathname, search = ''] = path.split('?');
  const x: JudgedExchange = {
    operation: operationOf('GET', pathname!)!,
    query: new URLSearchParams(search),
    requestHeaders: { 'x-pck': 'k', 'x-signature': 's', 'x-stamp': '1', 'x-nonce': 'n' },
    status,
    responseHeaders: {},
    json,
  };
  return judgeExchange(x, { pairs: new Set(['BTCTRY']) }, new Date('2026-06-01T00:00:00Z')).violations.map((v) => `${v.rule} ${v.requirement}`);
}

const notFound = { type: PROBLEM_TYPE_NOT_FOUND, title: 'Not Found', status: 404, traceId: 't' };
const invalid = {
  type: PROBLEM_TYPE_BAD_REQUEST,
  title: 'One or more validation errors occurred.',
  status: 400,
  traceId: 't',
  errors: { pairSymbol: ['The PairSymbol field is required.'] },
};

describe('problem bodies', () => {
  it.each([
    ['a right 404', '/v1/orders/1', 404, notFound, []],
    ['a 404 without traceId', '/v1/trades/1', 404, { ...notFound, traceId: undefined }, ['problem.body ERR-PROBLEM-FIELDS']],
    ['a 404 saying 400', '/v1/orders/1', 404, { ...notFound, status: 400 }, ['problem.body ERR-STATUS-MATCHES']],
    ['a 404 with status as text', '/v1/orders/1', 404, { ...notFound, status: '404' }, ['problem.body ERR-PROBLEM-FIELDS']],
    ['a 404 of the 400 type', '/v1/orders/1', 404, { ...notFound, type: PROBLEM_TYPE_BAD_REQUEST }, ['problem.body ERR-PROBLEM-TYPE']],
    ['a 404 titled otherwise', '/v1/orders/1', 404, { ...notFound, title: 'Missing' }, ['problem.body ERR-PROBLEM-TITLE']],
    ['a 404 with errors', '/v1/orders/1', 404, { ...notFound, errors: {} }, ['problem.not-found-errors ERR-404-NO-ERRORS']],
    ['a 404 that is not JSON', '/v1/orders/1', 404, undefined, ['problem.body ERR-PROBLEM-FIELDS']],
    ['a right orders 400', '/v1/orders?createdAtBefore=2026-01-01', 400, invalid, []],
    ['an orders 400 with another title', '/v1/orders?createdAtBefore=2026-01-01', 400, { ...invalid, title: 'Bad' }, ['problem.body ERR-PROBLEM-TITLE']],
    [
      'an orders 400 without errors',
      '/v1/orders?createdAtBefore=2026-01-01',
      400,
      { ...invalid, errors: undefined },
      ['query.400-errors ERR-400-ERRORS-KEYED'],
    ],
    [
      'an orders 400 keyed in PascalCase',
      '/v1/orders?createdAtBefore=2026-01-01',
      400,
      { ...invalid, errors: { PairSymbol: ['x'] } },
      ['query.400-errors ERR-400-ERRORS-KEYED', 'query.400-errors ERR-ORD-PAIR-REQUIRED'],
    ],
    [
      'an orders 400 keyed by an unknown parameter as the request wrote it',
      '/v1/orders?pairSymbol=BTCTRY&createdAtBefore=2026-01-01&pageSize%20=%C0%AF',
      400,
      { ...invalid, errors: { 'pageSize ': ['The value is not valid percent-encoded UTF-8.'] } },
      [],
    ],
    [
      'an orders 400 with an empty message list',
      '/v1/orders?pairSymbol=BTCTRY',
      400,
      { ...invalid, errors: { orderIdAfter: [], createdAtBefore: ['x'] } },
      ['query.400-errors ERR-400-ERRORS-KEYED'],
    ],
    [
      'an orders 400 naming only a date it cannot read, where pairSymbol fails too (the server stopped there)',
      '/v1/orders?pairSymbol=a&createdAtBefore=0001-01-01',
      400,
      { ...invalid, errors: { createdAtBefore: ['not a date-time'] } },
      [],
    ],
    [
      'an orders 400 naming no failing parameter',
      '/v1/orders?pairSymbol=a&createdAtBefore=2026-05-01T00:00:00.0000000',
      400,
      { ...invalid, errors: { page: ['x'] } },
      ['query.400-errors ERR-ORD-PAIR-EXISTS'],
    ],
    ['a trades 422 (its failure body is not shown)', '/v1/trades', 422, { anything: true }, []],
    ['a lookup of another id', '/v1/orders/1', 200, { id: '2' }, expect.arrayContaining(['lookup.other-id ORD-ONE-RESPONSE'])],
  ])('%s', (_what, path, status, json, expected) => {
    expect(judge(path, status, json)).toEqual(expected);
  });
});

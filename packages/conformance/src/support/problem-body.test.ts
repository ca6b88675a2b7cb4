import { operationOfRequest } from './operations.js';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '#types';
import { PROBLEM_CODES, VALIDATION_ERRORS_CODES, hasMessageOn, problemFindings, validationErrorsFindings } from './problem-body.js';
import { errorKeys } from './objects.js';

function exchange(status: number, json: unknown): Exchange {
  return {
    url: 'http://target/v1/orders',
    request: { path: '/v1/orders' },
    operation: operationOfRequest('/v1/orders'),
    status,
    headers: {},
    bodyText: JSON.stringify(json) ?? '',
    json,
    durationMs: 1,
    evidence: () => ({ request: { method: 'GET', url: 'http://target/v1/orders', headers: {} }, curl: 'curl' }),
  };
}

const NOT_FOUND = { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5', title: 'Not Found', status: 404, traceId: '00-abc-01' };
const BAD_REQUEST = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  title: 'One or more validation errors occurred.',
  status: 400,
  errors: { pairSymbol: ['The PairSymbol field is required.'] },
  traceId: '00-abc-01',
};

const requirementsOf = (status: 400 | 404, body: unknown, httpStatus: number = status) =>
  problemFindings(exchange(httpStatus, body), status).map((f) => f.requirement);

describe('problemFindings', () => {
  it('accepts the spec bodies, and other URL forms naming RFC 9110 and the section', () => {
    expect(requirementsOf(404, NOT_FOUND)).toEqual([]);
    expect(requirementsOf(400, BAD_REQUEST)).toEqual([]);
    expect(requirementsOf(404, { ...NOT_FOUND, type: 'https://www.rfc-editor.org/rfc/rfc9110.html#name-404-not-found' })).toEqual([]);
    expect(requirementsOf(400, { ...BAD_REQUEST, title: 'one or more validation errors occurred' })).toEqual([]);
  });

  it.each([
    ['traceId missing', 404, { ...NOT_FOUND, traceId: undefined }, ['ERR-PROBLEM-FIELDS']],
    ['status as text', 404, { ...NOT_FOUND, status: '404' }, ['ERR-PROBLEM-FIELDS']],
    ['status of another response', 404, { ...NOT_FOUND, status: 400 }, ['ERR-STATUS-MATCHES']],
    ['type of the other section', 404, { ...NOT_FOUND, type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1' }, ['ERR-PROBLEM-TYPE']],
    ['type 15.5.10 is not 15.5.1', 400, { ...BAD_REQUEST, type: 'https://tools.ietf.org/html/rfc9110#section-15.5.10' }, ['ERR-PROBLEM-TYPE']],
    ['type without RFC 9110', 404, { ...NOT_FOUND, type: 'https://tools.ietf.org/html/rfc7231#section-15.5.5' }, ['ERR-PROBLEM-TYPE']],
    ['404 title in lower case', 404, { ...NOT_FOUND, title: 'not found' }, ['ERR-PROBLEM-TITLE']],
    ['400 title generic', 400, { ...BAD_REQUEST, title: 'Bad Request' }, ['ERR-PROBLEM-TITLE']],
    ['a body that is an array', 404, [NOT_FOUND], ['ERR-PROBLEM-FIELDS']],
    ['a body that is not JSON', 404, undefined, ['ERR-PROBLEM-FIELDS']],
  ] as const)('%s', (_name, status, body, expected) => {
    expect(requirementsOf(status, body)).toEqual(expected);
  });
});

describe('validationErrorsFindings', () => {
  const keyed = (errors: unknown) => validationErrorsFindings(exchange(400, { ...BAD_REQUEST, errors })).map((f) => f.message);

  it('accepts parameter names as written, and accountId', () => {
    expect(keyed({ pairSymbol: ['x'], orderIdAfter: ['y'], createdAtBefore: ['y'], accountId: ['z'] })).toEqual([]);
  });

  it.each([
    ['a key in another case', { PairSymbol: ['x'] }, /"PairSymbol" is not a parameter name/],
    ['an unknown key', { $: ['x'] }, /"\$" is not a parameter name/],
    ['a message that is not in an array', { pairSymbol: 'x' }, /not a non-empty array/],
    ['an empty array', { pairSymbol: [] }, /not a non-empty array/],
    ['a number among the messages', { pairSymbol: ['x', 1] }, /not a non-empty array/],
    ['errors as a list', ['x'], /errors is not an object/],
    ['errors missing', undefined, /errors is missing/],
  ])('%s', (_name, errors, pattern) => {
    expect(keyed(errors).join('\n')).toMatch(pattern);
  });

  it('reads messages and keys for the rules', () => {
    const e = exchange(400, { ...BAD_REQUEST, errors: { pairSymbol: ['x'], status: [''] } });
    expect(hasMessageOn(e, 'pairSymbol')).toBe(true);
    expect(hasMessageOn(e, 'status')).toBe(false);
    expect(hasMessageOn(e, 'orderIdAfter')).toBe(false);
    expect(errorKeys(e.json)).toEqual(['pairSymbol', 'status']);
    expect(errorKeys(exchange(400, 'text').json)).toEqual([]);
  });
});

describe('finding codes', () => {
  const codesOf = (status: 400 | 404, body: unknown) => problemFindings(exchange(status, body), status).map((f) => f.code);

  it.each([
    ['traceId missing', 404, { ...NOT_FOUND, traceId: undefined }, ['trace-id-not-string']],
    ['status as text', 404, { ...NOT_FOUND, status: '404' }, ['status-not-integer']],
    ['status of another response', 404, { ...NOT_FOUND, status: 400 }, ['status-mismatch']],
    ['type of the other section', 404, { ...NOT_FOUND, type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1' }, ['type-wrong-section']],
    ['400 title generic', 400, { ...BAD_REQUEST, title: 'Bad Request' }, ['title-wrong']],
    ['type and title missing', 404, { status: 404, traceId: 'x' }, ['type-not-string', 'title-not-string']],
    ['a body that is not JSON', 404, undefined, ['not-problem-object']],
  ] as const)('%s', (_name, status, body, expected) => {
    expect(codesOf(status, body)).toEqual(expected);
    for (const code of codesOf(status, body)) expect(Object.keys(PROBLEM_CODES)).toContain(code);
  });

  it('codes the errors member by what is wrong with it', () => {
    const codes = (errors: unknown) => validationErrorsFindings(exchange(400, { ...BAD_REQUEST, errors })).map((f) => f.code);
    expect(codes(undefined)).toEqual(['errors-not-object']);
    expect(codes({ PairSymbol: ['x'] })).toEqual(['errors-key-not-parameter']);
    expect(codes({ pairSymbol: [] })).toEqual(['errors-not-message-array']);
    for (const code of [...codes(['x']), ...codes({ X: 1 })]) expect(Object.keys(VALIDATION_ERRORS_CODES)).toContain(code);
  });
});

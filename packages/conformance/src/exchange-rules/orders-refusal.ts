// "GET /v1/orders returns 400 when a parameter fails validation. The errors object is keyed by
// parameter name." Whether a parameter fails is the spec's table of input classes (input-classes.ts):
// only what breaks a stated rule under every reading obliges the server; @tarc/domain's stricter
// parser is the reference server's choice, never what a server owes.
import { ORDERS_PARAMETERS } from '@tarc/domain';
import { isObject } from '#support/objects.js';
import { validationErrorsFindings } from '#support/problem-body.js';
import { hasMisCasedName } from './enum-case.js';
import type { InvalidInput } from './input-classes.js';
import type { ExchangeRule, Violation } from './types.js';

/** "GET /v1/orders" parameters, exactly as written ("Names are case-sensitive as written"), and accountId (rule 5). */
const ORDERS_ERROR_KEYS = new Set<string>([...ORDERS_PARAMETERS, 'accountId']);

const NOT_KEYED = 'fuzz.orders/invalid-not-keyed';

/** The words of an invalid input: `page: 1.5 (a number with a fraction)`. */
function words({ key, row }: InvalidInput, query: URLSearchParams): string {
  const sent = query.getAll(key);
  const value = sent.length === 0 ? 'not sent' : JSON.stringify(sent.length === 1 ? sent[0] : sent).slice(0, 80);
  return `${key}=${value}: ${row.form} (${row.because})`;
}

/** Answers that say nothing of the query: refused credentials, a server error (general.no-5xx's), throttling (a condition of the run). */
const AUTH_OR_SERVER = (status: number) => status === 401 || status === 403 || status === 429 || status >= 500;

export const refusalExpected: ExchangeRule = {
  code: 'query.400-expected',
  title: 'GET /v1/orders answers 400 to a query that fails validation',
  requirements: [
    'ERR-ORD-BOTH-MISSING',
    'ERR-ORD-PAIR-REQUIRED',
    'ERR-ORD-PAIR-EXISTS',
    'ERR-ORD-CANCELED-400',
    'ORD-LIST-PAGE-SIZE-RANGE',
    'ORD-LIST-INVALID-400',
  ],
  codes: ['fuzz.orders/invalid-not-400'],
  check(x, facts) {
    if (x.operation.name !== 'orders' || hasMisCasedName(x.query, ORDERS_ERROR_KEYS)) return undefined;
    const invalid = facts.query.ordersClasses?.invalid ?? [];
    if (invalid.length === 0 || AUTH_OR_SERVER(x.status)) return undefined;
    if (x.status === 400) return [];
    const out: Violation[] = [];
    const seen = new Set<string>();
    for (const input of invalid) {
      const requirement = input.row.requirement ?? 'ORD-LIST-INVALID-400';
      if (seen.has(requirement)) continue;
      seen.add(requirement);
      out.push({
        code: 'fuzz.orders/invalid-not-400',
        message: `answered ${x.status} where ${input.key} fails validation: ${words(input, x.query)}`,
        requirement,
        evidence: { expected: '400 validation error', actual: String(x.status) },
      });
    }
    return out;
  },
};

export const refusalErrorKeys: ExchangeRule = {
  code: 'query.400-errors',
  title: 'A GET /v1/orders 400 carries errors keyed by parameter name, on each failing parameter',
  requirements: [
    'ERR-400-ERRORS-KEYED',
    'ERR-ORD-BOTH-MISSING',
    'ERR-ORD-PAIR-REQUIRED',
    'ERR-ORD-PAIR-EXISTS',
    'ERR-ORD-CANCELED-400',
    'ORD-LIST-PAGE-SIZE-RANGE',
    'ORD-LIST-INVALID-400',
  ],
  codes: [NOT_KEYED],
  check(x, facts) {
    if (x.operation.name !== 'orders' || x.status !== 400 || !isObject(x.json) || hasMisCasedName(x.query, ORDERS_ERROR_KEYS)) return undefined;
    // A parameter the request sent is a parameter name as written, known or not ("pageSize " keyed as sent).
    const errors = x.json.errors;
    const shape = validationErrorsFindings(x, [...ORDERS_ERROR_KEYS, ...x.query.keys()]);
    const out: Violation[] = shape.map((f) => ({ code: NOT_KEYED, message: f.message, requirement: f.requirement, evidence: { body: errors } }));
    if (!isObject(errors)) return out;
    // A server may stop at the first parameters it cannot read (a date in a form it does not take,
    // OPEN-POINTS #2): the spec does not say every failing parameter is named. So a failing
    // parameter's key is owed only when errors names none of the parameters that fail or may fail.
    const classes = facts.query.ordersClasses ?? { invalid: [], open: [] };
    const failing = [...classes.invalid.map((i) => i.key), ...classes.open];
    if (failing.some((key) => Object.hasOwn(errors, key))) return out;
    const owed = new Set<string>();
    for (const input of classes.invalid) {
      if (owed.has(input.key)) continue;
      owed.add(input.key);
      out.push({
        code: NOT_KEYED,
        message: `errors has no ${input.key} key, where ${input.key} fails validation: ${words(input, x.query)}`,
        requirement: input.row.requirement ?? 'ORD-LIST-INVALID-400',
        evidence: { body: errors, expected: `errors.${input.key}` },
      });
    }
    return out;
  },
};

// "GET /v1/orders returns 400 when a parameter fails validation. The errors object is keyed by
// parameter name." Whether a parameter fails is @tarc/domain's validateOrdersQuery; of its errors,
// only those the spec grounds oblige the server (see `groundedErrors`).
import type { RequirementId } from '../requirements/index.js';
import {
  ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED,
  ORDERS_PARAMETERS,
  PAIR_SYMBOL_MUST_EXIST,
  PAIR_SYMBOL_REQUIRED,
  type ValidationErrors,
} from '@tarc/domain';
import { isObject } from '#support/objects.js';
import { hasMisCasedName } from './enum-case.js';
import type { JudgedExchange } from './types.js';
import type { ExchangeRule, Violation } from './types.js';

/** "GET /v1/orders" parameters, exactly as written ("Names are case-sensitive as written"), and accountId (rule 5). */
const ORDERS_ERROR_KEYS = new Set<string>([...ORDERS_PARAMETERS, 'accountId']);

const DATES = new Set(['createdAtBefore', 'createdAtAfter']);
const REPEATED = /must be sent only once/;

/**
 * The domain's errors the spec makes a server give: a DATETIME it cannot read is left out (the input
 * format is "not shown", OPEN-POINTS #2) except "OrderIdAfter or CreatedAtBefore is required.", and
 * so is a scalar sent twice (the spec says nothing of repeats).
 */
export function groundedErrors(errors: ValidationErrors | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const kept = messages.filter((m) => !REPEATED.test(m) && (!DATES.has(key) || m === ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED));
    if (kept.length > 0) out.set(key, kept);
  }
  return out;
}

/** The catalogue requirement a grounded error stands on. */
function requirementOf(key: string, message: string, x: JudgedExchange): RequirementId {
  if (message === ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED) return 'ERR-ORD-BOTH-MISSING';
  if (message === PAIR_SYMBOL_REQUIRED) return 'ERR-ORD-PAIR-REQUIRED';
  if (message === PAIR_SYMBOL_MUST_EXIST) return 'ERR-ORD-PAIR-EXISTS';
  if (key === 'status' && x.query.getAll('status').includes('Canceled')) return 'ERR-ORD-CANCELED-400';
  if (key === 'pageSize') return 'ORD-LIST-PAGE-SIZE-RANGE';
  return 'ORD-LIST-INVALID-400';
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
  check(x, facts) {
    if (x.operation.name !== 'orders' || hasMisCasedName(x.query, ORDERS_ERROR_KEYS)) return undefined;
    const grounded = groundedErrors(facts.query.ordersErrors);
    if (grounded.size === 0 || AUTH_OR_SERVER(x.status)) return undefined;
    if (x.status === 400) return [];
    const out: Violation[] = [];
    const seen = new Set<string>();
    for (const [key, messages] of grounded) {
      const requirement = requirementOf(key, messages[0]!, x);
      if (seen.has(requirement)) continue;
      seen.add(requirement);
      out.push({
        message: `answered ${x.status} where ${key} fails validation (${messages[0]})`,
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
  check(x, facts) {
    if (x.operation.name !== 'orders' || x.status !== 400 || !isObject(x.json) || hasMisCasedName(x.query, ORDERS_ERROR_KEYS)) return undefined;
    const errors = x.json.errors;
    if (!isObject(errors)) {
      return [{ message: `errors is ${errors === undefined ? 'missing' : 'not an object'}`, requirement: 'ERR-400-ERRORS-KEYED' }];
    }
    const out: Violation[] = [];
    for (const [key, messages] of Object.entries(errors)) {
      // A parameter the request sent is a parameter name as written, known or not ("pageSize " keyed as sent).
      if (!ORDERS_ERROR_KEYS.has(key) && !x.query.has(key))
        out.push({
          message: `errors key ${JSON.stringify(key)} is not a parameter name as written`,
          requirement: 'ERR-400-ERRORS-KEYED',
          evidence: { body: errors },
        });
      else if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => typeof m === 'string')) {
        out.push({ message: `errors.${key} is not a non-empty array of message strings`, requirement: 'ERR-400-ERRORS-KEYED', evidence: { body: errors } });
      }
    }
    // A server may stop at the first parameters it cannot read (a date in a form it does not take,
    // OPEN-POINTS #2): the spec does not say every failing parameter is named. So a failing
    // parameter's key is owed only when errors names none of the parameters that fail.
    // Any DATETIME sent may be one the server cannot read: its form is "not shown" (OPEN-POINTS #2).
    const failing = [...Object.keys(facts.query.ordersErrors ?? {}), ...[...DATES].filter((key) => x.query.has(key))];
    if (failing.some((key) => Object.hasOwn(errors, key))) return out;
    for (const [key, messages] of groundedErrors(facts.query.ordersErrors)) {
      if (!Object.hasOwn(errors, key)) {
        out.push({
          message: `errors has no ${key} key, where ${key} fails validation (${messages[0]})`,
          requirement: requirementOf(key, messages[0]!, x),
          evidence: { body: errors, expected: `errors.${key}` },
        });
      }
    }
    return out;
  },
};

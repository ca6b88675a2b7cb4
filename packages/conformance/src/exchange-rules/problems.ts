// The problem-details bodies the spec states: the GET /v1/orders 400 and the lookups' 404 (other
// endpoints' failure bodies are "not shown", Errors rule 7).
import type { FindingCode } from '../checks/index.js';
import { isObject } from '#support/objects.js';
import { PROBLEM_CODES, problemFindings } from '#support/problem-body.js';
import type { JudgedExchange } from './types.js';
import type { ExchangeRule } from './types.js';

/** The check of each stated problem body: the orders 400, the two lookups' 404. */
const CHECK = { orders: 'errors.orders-400-body', order: 'errors.order-not-found', trade: 'errors.trade-not-found' } as const;
type Stated = keyof typeof CHECK;

function statedProblem(x: JudgedExchange): { status: 400 | 404; check: (typeof CHECK)[Stated] } | undefined {
  if (x.status === 400 && x.operation.name === 'orders') return { status: 400, check: CHECK.orders };
  if (x.status === 404 && (x.operation.name === 'order' || x.operation.name === 'trade')) return { status: 404, check: CHECK[x.operation.name] };
  return undefined;
}

export const problemBody: ExchangeRule = {
  code: 'problem.body',
  title: "The orders 400 and the lookups' 404 are problem details: type, title, status, traceId",
  requirements: ['ERR-PROBLEM-FIELDS', 'ERR-STATUS-MATCHES', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE'],
  codes: Object.values(CHECK).flatMap((check) => Object.keys(PROBLEM_CODES).map((code) => `${check}/${code}` as FindingCode)),
  check(x) {
    const stated = statedProblem(x);
    if (stated === undefined) return undefined;
    return problemFindings(x, stated.status).map((f) => ({
      code: `${stated.check}/${f.code}` as FindingCode,
      message: f.message,
      requirement: f.requirement,
    }));
  },
};

/** "GET /v1/orders/{id} and GET /v1/trades/{id} return 404 with a body without errors". */
export const notFoundWithoutErrors: ExchangeRule = {
  code: 'problem.not-found-errors',
  title: "A lookup's 404 body has no errors member",
  requirements: ['ERR-404-NO-ERRORS'],
  codes: ['errors.order-not-found/errors-on-404', 'errors.trade-not-found/errors-on-404'],
  check(x) {
    const stated = statedProblem(x);
    if (stated?.status !== 404 || !isObject(x.json)) return undefined;
    return 'errors' in x.json
      ? [{ code: `${stated.check}/errors-on-404` as FindingCode, message: 'the 404 body carries errors', requirement: 'ERR-404-NO-ERRORS' }]
      : [];
  },
};

/** "200 one Order" for the id asked: a lookup returns the record with that id. */
export const lookupId: ExchangeRule = {
  code: 'lookup.other-id',
  title: 'A lookup by id returns the record with that id',
  requirements: ['ORD-ONE-RESPONSE', 'TRD-ONE-RESPONSE'],
  codes: ['orders.one-equals-list/differs-from-list', 'trades.one-equals-list/differs-from-list'],
  check(x) {
    if (!x.operation.lookup || x.status !== 200 || !isObject(x.json) || typeof x.json.id !== 'string') return undefined;
    if (x.json.id === x.operation.id) return [];
    const order = x.operation.name === 'order';
    return [
      {
        code: order ? 'orders.one-equals-list/differs-from-list' : 'trades.one-equals-list/differs-from-list',
        message: `asked for id ${JSON.stringify(x.operation.id)}, got id ${JSON.stringify(x.json.id)}`,
        requirement: order ? 'ORD-ONE-RESPONSE' : 'TRD-ONE-RESPONSE',
      },
    ];
  },
};

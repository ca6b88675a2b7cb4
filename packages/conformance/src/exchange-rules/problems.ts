// The problem-details bodies the spec states: the GET /v1/orders 400 and the lookups' 404 (other
// endpoints' failure bodies are "not shown", Errors rule 7).
import { isObject } from '#support/objects.js';
import type { JudgedExchange } from './types.js';
import type { ExchangeRule, Violation } from './types.js';

/** "a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404)" */
const TYPE_SECTION: Record<400 | 404, RegExp> = { 400: /15\.5\.1(?![0-9])|400-bad-request/i, 404: /15\.5\.5(?![0-9])|404-not-found/i };

function statedProblem(x: JudgedExchange): 400 | 404 | undefined {
  if (x.status === 400 && x.operation.name === 'orders') return 400;
  if (x.status === 404 && x.operation.lookup) return 404;
  return undefined;
}

export const problemBody: ExchangeRule = {
  code: 'problem.body',
  title: "The orders 400 and the lookups' 404 are problem details: type, title, status, traceId",
  requirements: ['ERR-PROBLEM-FIELDS', 'ERR-STATUS-MATCHES', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE'],
  check(x) {
    const status = statedProblem(x);
    if (status === undefined) return undefined;
    const body = x.json;
    if (!isObject(body))
      return [{ message: `the ${status} body is ${body === undefined ? 'not JSON' : 'not a JSON object'}`, requirement: 'ERR-PROBLEM-FIELDS' }];
    const out: Violation[] = [];
    for (const field of ['type', 'title', 'traceId']) {
      if (typeof body[field] !== 'string')
        out.push({ message: `${field} is ${body[field] === undefined ? 'missing' : 'not a string'}`, requirement: 'ERR-PROBLEM-FIELDS' });
    }
    if (!Number.isInteger(body.status))
      out.push({ message: `status is ${body.status === undefined ? 'missing' : 'not an integer'}`, requirement: 'ERR-PROBLEM-FIELDS' });
    else if (body.status !== x.status) out.push({ message: `status is ${String(body.status)} in a ${x.status} response`, requirement: 'ERR-STATUS-MATCHES' });
    if (typeof body.type === 'string' && !(/9110/.test(body.type) && TYPE_SECTION[status].test(body.type))) {
      out.push({
        message: `type ${JSON.stringify(body.type)} does not refer to RFC 9110 section ${status === 400 ? '15.5.1' : '15.5.5'}`,
        requirement: 'ERR-PROBLEM-TYPE',
      });
    }
    const titleOk = status === 404 ? body.title === 'Not Found' : typeof body.title === 'string' && /one or more validation errors occurred/i.test(body.title);
    if (typeof body.title === 'string' && !titleOk) {
      out.push({
        message: `title ${JSON.stringify(body.title)} is not ${status === 404 ? '"Not Found"' : 'one saying one or more validation errors occurred'}`,
        requirement: 'ERR-PROBLEM-TITLE',
      });
    }
    return out;
  },
};

/** "GET /v1/orders/{id} and GET /v1/trades/{id} return 404 with a body without errors". */
export const notFoundWithoutErrors: ExchangeRule = {
  code: 'problem.not-found-errors',
  title: "A lookup's 404 body has no errors member",
  requirements: ['ERR-404-NO-ERRORS'],
  check(x) {
    if (statedProblem(x) !== 404 || !isObject(x.json)) return undefined;
    return 'errors' in x.json ? [{ message: 'the 404 body carries errors', requirement: 'ERR-404-NO-ERRORS' }] : [];
  },
};

/** "200 one Order" for the id asked: a lookup returns the record with that id. */
export const lookupId: ExchangeRule = {
  code: 'lookup.other-id',
  title: 'A lookup by id returns the record with that id',
  requirements: ['ORD-ONE-RESPONSE', 'TRD-ONE-RESPONSE'],
  check(x) {
    if (!x.operation.lookup || x.status !== 200 || !isObject(x.json) || typeof x.json.id !== 'string') return undefined;
    if (x.json.id === x.operation.id) return [];
    return [
      {
        message: `asked for id ${JSON.stringify(x.operation.id)}, got id ${JSON.stringify(x.json.id)}`,
        requirement: x.operation.name === 'order' ? 'ORD-ONE-RESPONSE' : 'TRD-ONE-RESPONSE',
      },
    ];
  },
};

// Faults of error responses, and of how a request's parameters are read before validation (they
// decide which requests get a validation error). Each names the requirement ids it breaks.
import { ORDERS_PARAMETERS, validateOrdersQuery } from '@tarc/domain';
import { PAIR_SYMBOLS } from '../data/pairs.js';
import type { Fault, HookBase } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export const ERROR_FAULTS = [
  {
    // What a gateway or proxy in front of a conformant service may do: the credentials are good
    // (every other request succeeds), yet an unknown id looks like a refusal.
    name: 'not-found-as-empty-403',
    description: 'GET /v1/orders/{id} and GET /v1/trades/{id} answer an unknown id with 403 and an empty JSON object instead of the 404 problem.',
    requirements: ['ERR-404-NO-ERRORS'],
    hooks: {
      problem(c) {
        if (c.status === 404 && (c.endpoint === 'order' || c.endpoint === 'trade')) return { status: 403, body: {} };
      },
    },
  },
  {
    name: 'not-found-with-errors',
    description: 'The 404 of GET /v1/orders/{id} and GET /v1/trades/{id} carries an errors object.',
    requirements: ['ERR-404-NO-ERRORS'],
    hooks: {
      problem(c) {
        if (c.status === 404 && (c.endpoint === 'order' || c.endpoint === 'trade')) {
          return { status: 404, body: { ...c.body, errors: { id: ['The id matches nothing.'] } } };
        }
      },
    },
  },
  {
    name: 'not-found-without-trace-id',
    description: 'The 404 of GET /v1/orders/{id} and GET /v1/trades/{id} has no traceId.',
    requirements: ['ERR-PROBLEM-FIELDS'],
    hooks: {
      problem(c) {
        if (c.status !== 404) return;
        const { traceId: _dropped, ...body } = c.body;
        return { status: 404, body };
      },
    },
  },
  {
    name: 'not-found-wrong-type',
    description: 'The 404 bodies refer to RFC 9110 section 15.5.1 (400) instead of 15.5.5.',
    requirements: ['ERR-PROBLEM-TYPE'],
    hooks: {
      problem(c) {
        if (c.status === 404) return { status: 404, body: { ...c.body, type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1' } };
      },
    },
  },
  {
    name: 'not-found-status-mismatch',
    description: 'The 404 bodies of the single lookups say status 200.',
    requirements: ['ERR-STATUS-MATCHES'],
    hooks: {
      problem(c) {
        if (c.status === 404 && (c.endpoint === 'order' || c.endpoint === 'trade')) return { status: 404, body: { ...c.body, status: 200 } };
      },
    },
  },
  {
    name: 'problem-status-as-text',
    description: 'Every problem body carries status as a JSON string ("400", "404") instead of an integer.',
    requirements: ['ERR-PROBLEM-FIELDS'],
    hooks: {
      problem(c) {
        return { status: c.status, body: { ...c.body, status: String(c.status) } };
      },
    },
  },
  {
    name: 'validation-title-generic',
    description: 'The 400 bodies are titled "Bad Request" instead of saying one or more validation errors occurred.',
    requirements: ['ERR-PROBLEM-TITLE'],
    hooks: {
      problem(c) {
        if (c.status === 400) return { status: 400, body: { ...c.body, title: 'Bad Request' } };
      },
    },
  },
  {
    name: 'validation-errors-pascal-case-keys',
    description: 'The 400 errors object is keyed PairSymbol, OrderIdAfter… instead of the parameter names as written.',
    requirements: ['ERR-400-ERRORS-KEYED', 'ERR-ORD-BOTH-MISSING', 'ERR-ORD-PAIR-REQUIRED', 'ERR-ORD-PAIR-EXISTS'],
    hooks: {
      problem(c) {
        if (c.status !== 400 || !isObject(c.body.errors)) return;
        const errors = Object.fromEntries(Object.entries(c.body.errors).map(([key, messages]) => [key.charAt(0).toUpperCase() + key.slice(1), messages]));
        return { status: 400, body: { ...c.body, errors } };
      },
    },
  },
  {
    name: 'orders-canceled-status-accepted',
    description: 'GET /v1/orders ignores status=Canceled instead of answering 400.',
    requirements: ['ERR-ORD-CANCELED-400'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || !c.params.getAll('status').includes('Canceled')) return;
        const params = new URLSearchParams(c.params);
        params.delete('status');
        for (const status of c.params.getAll('status')) if (status !== 'Canceled') params.append('status', status);
        return params;
      },
    },
  },
  {
    name: 'orders-canceled-any-case-accepted',
    description:
      'GET /v1/orders reads status values in any letter case (a server with enumCase=insensitive) but refuses only the written Canceled: status=canceled lists the Canceled orders.',
    requirements: ['ORD-LIST-CANCELED-ANY-CASE', 'ORD-LIST-CANCELED-EXCLUDED'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || !c.params.getAll('status').some(miscasedCanceled)) return;
        const params = new URLSearchParams(c.params);
        params.delete('status');
        for (const status of c.params.getAll('status')) if (!miscasedCanceled(status)) params.append('status', status);
        return params;
      },
      selection(c) {
        if (c.endpoint === 'orders' && c.raw.getAll('status').some(miscasedCanceled)) c.selection.statuses = ['Canceled'];
      },
    },
  },
  {
    name: 'orders-unknown-pair-500',
    description: 'GET /v1/orders with a pairSymbol that names no pair fails with 500 instead of a 400 validation error.',
    requirements: ['ERR-NO-5XX', 'ERR-ORD-PAIR-EXISTS'],
    hooks: {
      rawQuery(c) {
        const symbol = c.params.get('pairSymbol');
        // Throwing makes the server core answer 500, as an unhandled lookup would.
        if (c.endpoint === 'orders' && symbol !== null && symbol !== '' && !PAIR_SYMBOLS.includes(symbol)) {
          throw new Error('fault: unknown pair');
        }
      },
    },
  },
  {
    name: 'server-error-on-bad-page',
    description: 'An invalid page parameter is answered 500 instead of a 400 validation error.',
    requirements: ['ERR-NO-5XX', 'ORD-LIST-INVALID-400'],
    hooks: {
      problem(c) {
        const errors = c.body.errors;
        if (c.status === 400 && typeof errors === 'object' && errors !== null && 'page' in errors) {
          return {
            status: 500,
            body: { title: 'An error occurred while processing your request.', status: 500, traceId: c.body.traceId },
          };
        }
      },
    },
  },
  {
    name: 'not-found-as-410',
    description: 'GET /v1/orders/{id} and GET /v1/trades/{id} answer an id that matches nothing 410 Gone (with the problem body) instead of 404.',
    requirements: ['ERR-404-NO-ERRORS'],
    hooks: {
      problem(c) {
        if (c.status === 404 && (c.endpoint === 'order' || c.endpoint === 'trade')) return { status: 410, body: { ...c.body, status: 410 } };
      },
    },
  },
  {
    name: 'not-found-title-generic',
    description: 'The 404 bodies are titled "Resource not found" instead of "Not Found".',
    requirements: ['ERR-PROBLEM-TITLE'],
    hooks: {
      problem(c) {
        if (c.status === 404) return { status: 404, body: { ...c.body, title: 'Resource not found' } };
      },
    },
  },
  {
    name: 'problem-fields-null',
    description: 'Every problem body carries type, title and traceId as null (a serializer writing the fields it was given no value for).',
    requirements: ['ERR-PROBLEM-FIELDS'],
    hooks: {
      problem(c) {
        return { status: c.status, body: { ...c.body, type: null, title: null, traceId: null } };
      },
    },
  },
  {
    name: 'problem-body-in-array',
    description: 'Every problem body is a JSON array holding the problem object instead of the object itself.',
    requirements: ['ERR-PROBLEM-FIELDS'],
    hooks: {
      problem(c) {
        return { status: c.status, body: [c.body] };
      },
    },
  },
  {
    name: 'validation-status-mismatch',
    description: 'The 400 bodies say status 200.',
    requirements: ['ERR-STATUS-MATCHES'],
    hooks: {
      problem(c) {
        if (c.status === 400) return { status: 400, body: { ...c.body, status: 200 } };
      },
    },
  },
  {
    name: 'validation-wrong-type',
    description: 'The 400 bodies refer to RFC 9110 section 15.5.5 (404) instead of 15.5.1.',
    requirements: ['ERR-PROBLEM-TYPE'],
    hooks: {
      problem(c) {
        if (c.status === 400) return { status: 400, body: { ...c.body, type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5' } };
      },
    },
  },
  {
    name: 'validation-errors-as-list',
    description: 'The 400 errors member is an array of the messages instead of an object keyed by parameter name.',
    requirements: ['ERR-400-ERRORS-KEYED'],
    hooks: {
      problem(c) {
        if (c.status === 400 && isObject(c.body.errors)) return { status: 400, body: { ...c.body, errors: Object.values(c.body.errors).flat() } };
      },
    },
  },
  {
    name: 'validation-messages-as-text',
    description: 'The 400 errors object maps each parameter to its messages joined in one string instead of an array of message strings.',
    requirements: ['ERR-400-ERRORS-KEYED'],
    hooks: {
      problem(c) {
        if (c.status !== 400 || !isObject(c.body.errors)) return;
        const errors = Object.fromEntries(Object.entries(c.body.errors).map(([key, messages]) => [key, [messages].flat().join(' ')]));
        return { status: 400, body: { ...c.body, errors } };
      },
    },
  },
  {
    name: 'orders-invalid-values-ignored',
    description:
      'GET /v1/orders reads a value of the wrong form, outside its range or outside its words (type, status, order, page, pageSize, the dates) as if it were not sent (an unreadable createdAtBefore as now) instead of answering 400.',
    requirements: ['ORD-LIST-INVALID-400'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders') return;
        const refused = refusedOrdersKeys(c);
        if (refused.size === 0) return;
        const params = new URLSearchParams([...c.params].filter(([name]) => !refused.has(name)));
        if (refused.has('createdAtBefore') && !params.has('orderIdAfter')) params.set('createdAtBefore', new Date().toISOString().replace('Z', '000'));
        return params;
      },
    },
  },
  {
    name: 'orders-status-filter-refused',
    description: 'GET /v1/orders answers any status filter (Untouched, Partial, Closed) with a 400 on status, as if the list took none.',
    requirements: ['ORD-LIST-STATUS-FILTERS', 'ORD-LIST-STATUS'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || !c.params.has('status')) return;
        const params = new URLSearchParams([...c.params].filter(([name]) => name !== 'status'));
        params.set('status', 'Refused');
        return params;
      },
    },
  },
  {
    name: 'query-repeated-parameter-last-wins',
    description: 'GET /v1/orders and GET /v1/trades read only the last occurrence of a repeated parameter (not the exploded form).',
    requirements: ['GEN-STRING-ARRAY-EXPLODED'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' && c.endpoint !== 'trades') return;
        const params = new URLSearchParams();
        for (const name of new Set(c.params.keys())) params.set(name, c.params.getAll(name).at(-1)!);
        return params;
      },
    },
  },
  {
    name: 'query-names-case-insensitive',
    description: 'GET /v1/orders reads parameter names case-insensitively (PAIRSYMBOL as pairSymbol; a SHOULD: fails the run only with --fail-on should).',
    requirements: ['GEN-PARAM-NAMES-CASE'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders') return;
        const params = new URLSearchParams();
        for (const [name, value] of c.params) {
          // "Names are case-sensitive as written": a case-blind reader maps a name to the one it resembles.
          params.append(ORDERS_PARAMETERS.find((p) => p.toLowerCase() === name.toLowerCase()) ?? name, value);
        }
        return params;
      },
    },
  },
] as const satisfies readonly Fault[];

/** `canceled`, `CANCELED`, …: Canceled in another spelling than the spec's. */
function miscasedCanceled(status: string): boolean {
  return status !== 'Canceled' && status.toLowerCase() === 'canceled';
}

/** The orders parameters whose value the rules refuse for its form, range or words (not a missing or unknown one). */
function refusedOrdersKeys(c: HookBase & { params: URLSearchParams }): Set<string> {
  const result = validateOrdersQuery(c.params, { now: new Date(), pairs: PAIR_SYMBOLS, enumCase: c.profile.enumCase });
  if (result.ok) return new Set();
  return new Set(result.issues.filter((i) => i.code === 'format' || i.code === 'range' || i.code === 'enum').map((i) => i.key));
}

// Faults of hostile input: a server that answers 500 (a crash caught by its error handler) to
// values a fuzzer sends, or that reads an exponent form as a page size. Each is one general
// condition, not a literal value. A hang is not among them: the mutation table runs every fault at
// the default 10 s timeout, and a property that shrinks a hanging request would wait that long for
// every attempt.
import { ORDERS_PAGE_SIZE } from '@tarc/domain';
import type { Fault } from './types.js';

/** The crash a fault stands for; the pipeline answers it with its 500 problem. */
function crash(what: string): never {
  throw new Error(`hostile-input fault: ${what}`);
}

/** Every value of the query, with its name. */
const entries = (params: URLSearchParams): [string, string][] => [...params.entries()];

/** The parameters that filter records by a caller-given text. */
const TEXT_FILTERS = new Set(['pairSymbol', 'symbol', 'currencySymbol', 'type', 'status', 'side', 'orderId', 'orderIdAfter', 'externalTransactionId']);
const SYMBOLS = new Set(['pairSymbol', 'symbol', 'currencySymbol']);
const DATETIMES = new Set(['createdAtBefore', 'createdAtAfter', 'createdAt']);
const PAGING = new Set(['page', 'pageSize']);
/** Every parameter name the spec lists, on any endpoint. */
const KNOWN = new Set([...TEXT_FILTERS, ...DATETIMES, ...PAGING, 'order', 'orderBy']);
const INT32_MAX = 2n ** 31n - 1n;

export const HOSTILE_INPUT_FAULTS = [
  {
    name: 'hostile-long-value-500',
    description: 'Any parameter value longer than 1,000 characters is answered 500 (a fixed-size buffer).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([, v]) => v.length > 1000)) crash('long value');
      },
    },
  },
  {
    name: 'hostile-non-ascii-filter-500',
    description: 'A non-ASCII character in any text filter (pairSymbol, symbol, status, orderId...) is answered 500.',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k, v]) => TEXT_FILTERS.has(k) && /[^\u0000-\u007f]/.test(v))) crash('non-ASCII filter');
      },
    },
  },
  {
    name: 'hostile-quote-in-symbol-500',
    description: 'A quote (\' or ") in pairSymbol, symbol or currencySymbol is answered 500 (SQL built by concatenation).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k, v]) => SYMBOLS.has(k) && /['"]/.test(v))) crash('quote in a symbol');
      },
    },
  },
  {
    name: 'hostile-control-character-500',
    description: 'A control character (NUL, CR, LF, ESC, DEL...) in any parameter value is answered 500.',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([, v]) => /[\u0000-\u001f\u007f]/.test(v))) crash('control character');
      },
    },
  },
  {
    name: 'hostile-page-beyond-32-bits-500',
    description: 'A page or pageSize of digits beyond 2^31-1 is answered 500 (a 32-bit overflow).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k, v]) => PAGING.has(k) && /^\d+$/.test(v) && BigInt(v) > INT32_MAX)) crash('page beyond 32 bits');
      },
    },
  },
  {
    name: 'hostile-negative-page-500',
    description: 'A negative page or pageSize is answered 500 (an offset computed before any check).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k, v]) => PAGING.has(k) && /^\s*-\d/.test(v))) crash('negative page');
      },
    },
  },
  {
    name: 'hostile-far-year-500',
    description: 'A DATETIME whose year is above 9000 is answered 500 (a date overflow when the window is computed).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k, v]) => DATETIMES.has(k) && Number(/^\+?(\d{4,})-/.exec(v)?.[1] ?? 0) > 9000)) crash('year above 9000');
      },
    },
  },
  {
    // The server of issue 33: it validates first, so a query that breaks any other rule is refused
    // with 400 before the date is used; a fuzzer that sends year 9999 only beside invalid values
    // never sees the 500.
    name: 'hostile-far-year-valid-500',
    description:
      'A DATETIME whose year is above 9000, in a query that is otherwise valid, is answered 500 (the validated window overflows); an invalid query is refused with 400 first.',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      query(c) {
        if (entries(c.raw).some(([k, v]) => DATETIMES.has(k) && Number(/^\+?(\d{4,})-/.exec(v)?.[1] ?? 0) > 9000)) crash('year above 9000 in a valid query');
      },
    },
  },
  {
    name: 'hostile-repeated-parameter-500',
    description: 'Any parameter repeated more than 20 times is answered 500.',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        const counts = new Map<string, number>();
        for (const [k] of entries(c.params)) counts.set(k, (counts.get(k) ?? 0) + 1);
        if ([...counts.values()].some((n) => n > 20)) crash('repeated parameter');
      },
    },
  },
  {
    name: 'hostile-unknown-parameter-500',
    description: 'A parameter name no endpoint of the spec lists (e.g. __proto__) is answered 500.',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        if (entries(c.params).some(([k]) => !KNOWN.has(k))) crash('unknown parameter');
      },
    },
  },
  {
    name: 'hostile-malformed-id-500',
    description: 'GET /v1/orders/{id} and GET /v1/trades/{id} answer 500 to an id that is not 1 to 19 digits (a parse to a 64-bit integer that throws).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      lookup(c) {
        if (!/^\d{1,19}$/.test(c.id)) crash('malformed id');
      },
    },
  },
  {
    name: 'hostile-page-size-exponent-accepted',
    description: 'GET /v1/orders reads a pageSize in exponent form as its number, clamped to 1..50: 1e3 is answered 200 instead of 400.',
    requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIST-INVALID-400'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders') return;
        const value = c.params.get('pageSize');
        if (value === null || !/^\d+(\.\d+)?[eE][+-]?\d+$/.test(value)) return;
        const params = new URLSearchParams(c.params);
        params.set('pageSize', String(Math.min(ORDERS_PAGE_SIZE.max, Math.max(ORDERS_PAGE_SIZE.min, Math.round(Number(value))))));
        return params;
      },
    },
  },
] as const satisfies readonly Fault[];

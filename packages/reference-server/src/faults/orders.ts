// Faults of GET /v1/orders and GET /v1/orders/{id}: one named deviation per rule the orders checks
// hold a server to.
import { LISTABLE_ORDER_STATUSES, ORDER_STATUSES, ORDERS_PAGE_SIZE, SORT_ORDERS, parseDateTimeInput } from '@tarc/domain';
import { PAIR_SYMBOLS } from '../data/pairs.js';
import { everyAccount, listInEnvelope, listsEveryAccount, onRecord, onSelection, truncateDecimals } from './helpers.js';
import {
  createdAtAfterInclusive,
  createdAtBeforeExclusive,
  defaultOrderAsc,
  defaultWindowUnbounded,
  orderSwapped,
  pageDefault2,
  pageOffByOne,
  pageSizeDefault20,
  windowReplacedBy30Days,
} from './list-paging-hooks.js';
import type { Fault } from './types.js';

/** The smallest id above `id`: the next integer for decimal ids, otherwise the next string. */
export function idSuccessor(id: string): string {
  return /^\d+$/.test(id) ? String(BigInt(id) + 1n) : `${id}\u0000`;
}

export const ORDER_FAULTS = [
  {
    name: 'orders-canceled-listed',
    description: 'GET /v1/orders lists Canceled orders too.',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
    hooks: onSelection('orders', (selection) => {
      selection.statuses = [...ORDER_STATUSES];
    }),
  },
  {
    name: 'orders-page-size-51-accepted',
    description: 'GET /v1/orders accepts pageSize=51 and returns up to 51 orders.',
    requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'ORD-LIMIT-PAGE-SIZE'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || c.params.get('pageSize') !== String(ORDERS_PAGE_SIZE.max + 1)) return;
        const params = new URLSearchParams(c.params);
        params.delete('pageSize');
        return params;
      },
      query(c) {
        if (c.endpoint === 'orders' && c.raw.get('pageSize') === String(ORDERS_PAGE_SIZE.max + 1)) c.query.pageSize = ORDERS_PAGE_SIZE.max + 1;
      },
    },
  },
  {
    name: 'orders-no-90-day-clamp',
    description: 'GET /v1/orders honours a createdAtAfter more than 90 days before createdAtBefore.',
    requirements: ['ORD-LIST-WINDOW-MAX-90-DAYS', 'ORD-LIMIT-MAX-RANGE'],
    hooks: {
      query(c) {
        if (c.endpoint !== 'orders' || c.query.window.before === undefined) return;
        const after = parseDateTimeInput(c.raw.get('createdAtAfter') ?? '');
        if (after !== undefined && after < c.query.window.after) c.query.window.after = after;
      },
    },
  },
  {
    name: 'orders-scale-8-digits',
    description: 'Orders carry decimal strings with 8 fractional digits instead of 16.',
    requirements: ['ORD-RES-DECIMAL-SCALE', 'GEN-DECIMAL-SCALE-16'],
    hooks: onRecord('order', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'orders-other-account-by-id',
    description: "GET /v1/orders/{id} returns another account's order.",
    requirements: ['ISO-BY-ID'],
    hooks: {
      lookup(c) {
        if (c.endpoint === 'order') c.accounts = everyAccount(c);
      },
    },
  },
  {
    name: 'orders-other-account-in-list',
    description: "GET /v1/orders lists every account's orders of the pair.",
    requirements: ['ISO-LISTS'],
    hooks: listsEveryAccount('orders'),
  },
  {
    name: 'orders-method-lowercase',
    description: 'Orders carry method in lower case (limit, market) instead of Limit or Market.',
    requirements: ['ORD-RES-ENUMS', '| method | string | Limit or Market |'],
    hooks: onRecord('order', (record) => {
      if (typeof record.method === 'string') record.method = record.method.toLowerCase();
    }),
  },
  {
    name: 'orders-without-external-order-id',
    description: 'Orders leave out externalOrderId.',
    requirements: ['ORD-RES-FIELDS', '| externalOrderId | string | client-side order reference |'],
    hooks: onRecord('order', (record) => {
      delete record.externalOrderId;
    }),
  },
  {
    name: 'orders-created-at-with-offset',
    description: 'Orders carry createdAt with a zone designator (…Z), which the timestamp form excludes.',
    requirements: ['ORD-RES-TIMESTAMP', 'Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits.'],
    hooks: onRecord('order', (record) => {
      if (typeof record.createdAt === 'string') record.createdAt = `${record.createdAt}Z`;
    }),
  },
  {
    name: 'orders-pair-symbol-ignored',
    description: 'GET /v1/orders lists the orders of the first pair whatever pairSymbol names.',
    requirements: ['ORD-LIST-PAIR-SYMBOL', '| pairSymbol | STRING | yes | must be an existing pair |'],
    hooks: onSelection('orders', (selection) => {
      selection.pairSymbol = PAIR_SYMBOLS[0]!;
    }),
  },
  {
    name: 'orders-type-filter-ignored',
    description: 'GET /v1/orders ignores the type filter.',
    requirements: ['ORD-LIST-TYPE', '| type | STRING[] | no | Buy, Sell |'],
    hooks: onSelection('orders', (selection) => {
      selection.types = [];
    }),
  },
  {
    name: 'orders-status-filter-first-only',
    description: 'GET /v1/orders honours only the first of repeated status values.',
    requirements: ['ORD-LIST-STATUS', 'GEN-STRING-ARRAY-EXPLODED'],
    hooks: onSelection('orders', (selection, c) => {
      if (c.raw.getAll('status').length > 1) selection.statuses = selection.statuses.slice(0, 1);
    }),
  },
  {
    name: 'orders-status-filter-ignored',
    description: 'GET /v1/orders ignores the status filter (the three listable statuses are always returned).',
    requirements: ['ORD-LIST-STATUS', 'Untouched, Partial, Closed; when omitted all three are returned'],
    hooks: onSelection('orders', (selection) => {
      selection.statuses = [...LISTABLE_ORDER_STATUSES];
    }),
  },
  {
    name: 'orders-ordered-by-id-always',
    description: 'GET /v1/orders sorts by id even without orderIdAfter.',
    requirements: ['ORD-LIST-ORDERED', 'when set, the response is ordered by id, otherwise by createdAt'],
    hooks: onSelection('orders', (selection) => {
      selection.orderedBy = 'id';
    }),
  },
  {
    name: 'orders-order-id-after-by-created-at',
    description: 'GET /v1/orders with orderIdAfter sorts by createdAt and ignores the id bound.',
    requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER-ID-AFTER'],
    hooks: onSelection('orders', (selection) => {
      // The index engine ignored the bound in createdAt order; the model applies it in either order.
      selection.orderedBy = 'createdAt';
      delete selection.orderIdAfter;
    }),
  },
  {
    name: 'orders-order-id-after-exclusive',
    description: 'GET /v1/orders leaves out the order whose id equals orderIdAfter ("greater than or equal" made "greater than").',
    requirements: ['ORD-LIST-ORDER-ID-AFTER', 'includes orders with id greater than or equal to it'],
    hooks: onSelection('orders', (selection) => {
      if (selection.orderIdAfter !== undefined) selection.orderIdAfter = idSuccessor(selection.orderIdAfter);
    }),
  },
  {
    name: 'orders-both-missing-accepted',
    description: 'GET /v1/orders without orderIdAfter and createdAtBefore answers 200 (the last 90 days) instead of 400.',
    requirements: ['ORD-LIST-ONE-OF-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || c.params.get('orderIdAfter') || c.params.get('createdAtBefore')) return;
        const params = new URLSearchParams(c.params);
        params.set('createdAtBefore', '9999-12-31T00:00:00');
        return params;
      },
    },
  },
  {
    name: 'orders-pair-symbol-defaulted',
    description: 'GET /v1/orders without pairSymbol lists the first pair instead of answering 400.',
    requirements: ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-REQUIRED'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || c.params.get('pairSymbol')) return;
        const params = new URLSearchParams(c.params);
        params.set('pairSymbol', PAIR_SYMBOLS[0]!);
        return params;
      },
    },
  },
  {
    name: 'orders-invalid-order-as-desc',
    description: 'GET /v1/orders reads an order value other than ASC or DESC as DESC instead of answering 400.',
    requirements: ['ORD-LIST-INVALID-400', 'ORD-LIST-ORDER'],
    hooks: {
      rawQuery(c) {
        const order = c.params.get('order');
        if (c.endpoint !== 'orders' || order === null || (SORT_ORDERS as readonly string[]).includes(order.toUpperCase())) return;
        const params = new URLSearchParams(c.params);
        params.delete('order');
        return params;
      },
    },
  },
  {
    name: 'orders-canceled-closed-by-id',
    description: 'GET /v1/orders/{id} shows Canceled orders as Closed.',
    requirements: ['ORD-ONE-CANCELED-RETURNED', 'A Canceled order can be returned by the single-order endpoint.'],
    hooks: {
      record(c) {
        if (c.endpoint === 'order' && c.kind === 'order' && c.record.status === 'Canceled') c.record.status = 'Closed';
      },
    },
  },
  {
    name: 'orders-envelope',
    description: 'GET /v1/orders wraps its page in an envelope with a count: { items, totalCount }.',
    requirements: ['ORD-LIST-RESPONSE', "Returns the account's orders as an array of Order."],
    hooks: listInEnvelope('orders'),
  },
  {
    name: 'orders-canceled-by-id-not-found',
    description: 'GET /v1/orders/{id} answers 404 for a Canceled order (the single lookup reads the list, which holds none).',
    requirements: ['ORD-ONE-CANCELED-RETURNED', 'A Canceled order can be returned by the single-order endpoint.'],
    hooks: {
      lookup(c) {
        if (c.endpoint !== 'order') return;
        const body = c.store.order(c.id)?.body();
        if (body && 'records' in body && (body.records as { status?: unknown }).status === 'Canceled') c.accounts = [];
      },
    },
  },
  {
    name: 'orders-by-id-without-created-by',
    description: 'GET /v1/orders/{id} leaves out createdBy, which the list form carries.',
    requirements: ['ORD-ONE-RESPONSE', 'Responses: 200 one Order'],
    hooks: {
      record(c) {
        if (c.endpoint === 'order' && c.kind === 'order') delete c.record.createdBy;
      },
    },
  },
  {
    name: 'orders-page-off-by-one',
    description: 'GET /v1/orders skips page × pageSize records instead of (page − 1) × pageSize.',
    requirements: ['ORD-LIST-PAGING', '| page | INT | no | default 1 |'],
    hooks: pageOffByOne('orders'),
  },
  {
    name: 'orders-page-default-2',
    description: 'GET /v1/orders without page returns page 2.',
    requirements: ['ORD-LIST-PAGE-DEFAULT', 'ORD-LIMIT-PAGE-DEFAULT', '| page | INT | no | default 1 |'],
    hooks: pageDefault2('orders'),
  },
  {
    name: 'orders-page-size-default-20',
    description: 'GET /v1/orders without pageSize returns 20 records instead of 50.',
    requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT', 'ORD-LIMIT-PAGE-SIZE', 'default 50'],
    hooks: pageSizeDefault20('orders'),
  },
  {
    name: 'orders-order-swapped',
    description: 'GET /v1/orders sorts ascending for order=DESC (and the default) and descending for ASC.',
    requirements: ['ORD-LIST-ORDER', 'ORD-LIST-ORDERED', '| order | STRING | no | ASC or DESC, default Desc |'],
    hooks: orderSwapped('orders'),
  },
  {
    name: 'orders-default-order-asc',
    description: 'GET /v1/orders without order sorts ascending instead of descending.',
    requirements: ['ORD-LIST-ORDER', 'ASC or DESC, default Desc'],
    hooks: defaultOrderAsc('orders'),
  },
  {
    name: 'orders-created-at-before-exclusive',
    description: 'GET /v1/orders leaves out records created exactly at createdAtBefore ("on or before" made "before").',
    requirements: ['ORD-LIST-CREATED-AT-BEFORE', 'created on or before this time'],
    hooks: createdAtBeforeExclusive('orders'),
  },
  {
    name: 'orders-created-at-after-inclusive',
    description: 'GET /v1/orders includes records created exactly at createdAtAfter ("after" made "on or after").',
    requirements: ['ORD-LIST-CREATED-AT-AFTER', 'created after this time'],
    hooks: createdAtAfterInclusive('orders'),
  },
  {
    name: 'orders-default-window-unbounded',
    description: 'GET /v1/orders without createdAtAfter returns everything up to createdAtBefore, not the last 90 days.',
    requirements: ['ORD-LIST-WINDOW-DEFAULT', 'ORD-LIMIT-DEFAULT-RANGE', 'when omitted and createdAtBefore is set, defaults to the last 90 days'],
    hooks: defaultWindowUnbounded('orders'),
  },
  {
    name: 'orders-window-replaced-by-30-days',
    description: 'GET /v1/orders replaces a range longer than 90 days by the last 30 days, not by 90 days.',
    requirements: ['ORD-LIST-WINDOW-ANCHOR', 'a larger range is replaced by 90 days'],
    hooks: windowReplacedBy30Days('orders'),
  },
  {
    name: 'orders-order-id-after-order-swapped',
    description: 'GET /v1/orders with orderIdAfter sorts the ids the other way round: ASC descending, DESC and the default ascending.',
    requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-ORDER', 'when set, the response is ordered by id, otherwise by createdAt'],
    hooks: onSelection('orders', (selection) => {
      if (selection.orderIdAfter !== undefined) selection.order = selection.order === 'ASC' ? 'DESC' : 'ASC';
    }),
  },
  {
    // A window that holds nothing: the answer is the core's own empty page.
    name: 'orders-no-parameter-empty-list',
    description: 'GET /v1/orders with no parameter at all answers 200 with an empty list instead of a 400 (a query without a filter matches nothing).',
    requirements: ['ERR-ORD-PAIR-REQUIRED', 'ERR-ORD-BOTH-MISSING'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || [...c.params.keys()].length > 0) return;
        return new URLSearchParams({ pairSymbol: PAIR_SYMBOLS[0]!, createdAtBefore: '2000-01-01T00:00:00' });
      },
    },
  },
] as const satisfies readonly Fault[];

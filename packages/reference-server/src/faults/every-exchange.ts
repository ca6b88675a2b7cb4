// Faults only the judge of every exchange sees: each shows on an answer the run gets from a check
// that asked for something else (a lookup made to compare records, the OPEN-POINTS #1 probe, a
// fuzz request), so the check whose rule it breaks never asked that question itself.
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, ORDERS_PARAMETERS } from '@tarc/domain';
import { truncateDecimals } from './helpers.js';
import type { Fault } from './types.js';

const NAMED = new Set<string>([...ORDERS_PARAMETERS, 'accountId']);
const unknownParameter = (raw: URLSearchParams) => [...raw.keys()].some((name) => !NAMED.has(name));

export const EVERY_EXCHANGE_FAULTS = [
  {
    name: 'order-lookup-canceled-scale-8',
    description: 'GET /v1/orders/{id} of a Canceled order carries its decimals with 8 fractional digits instead of 16 (lists are right).',
    requirements: ['ORD-RES-DECIMAL-SCALE', 'Orders, trades, wallets and broker pairs use 16 fractional digits.'],
    hooks: {
      record(c) {
        if (c.endpoint === 'order' && c.kind === 'order' && c.record.status === 'Canceled') truncateDecimals(c.record, 8);
      },
    },
  },
  {
    name: 'trades-order-id-with-pair-other-orders',
    description: "GET /v1/trades with orderId and pairSymbol returns the pair's trades of every order (orderId alone is right).",
    requirements: ['TRD-LIST-ORDER-ID', '| orderId | STRING | no | when set, only trades of that order |'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'trades' && c.raw.has('orderId') && c.raw.has('pairSymbol')) delete c.selection.orderId;
      },
    },
  },
  {
    name: 'orders-unknown-parameter-unfiltered',
    description: 'GET /v1/orders with a parameter the spec does not name lists Canceled orders too and pages by the default 50, whatever pageSize says.',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED', 'ORD-LIST-PAGING'],
    hooks: {
      query(c) {
        if (c.endpoint === 'orders' && unknownParameter(c.raw)) c.query.pageSize = ORDERS_PAGE_SIZE.max;
      },
      selection(c) {
        if (c.endpoint === 'orders' && unknownParameter(c.raw)) c.selection.statuses = [...ORDER_STATUSES];
      },
    },
  },
] as const satisfies readonly Fault[];

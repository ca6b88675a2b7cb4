// Faults of a rule broken in one query mode only (issue 12): the default order, or the paging, of
// one mode of a list endpoint, while every other mode keeps it.
import type { Fault } from './types.js';

export const QUERY_MODE_FAULTS = [
  {
    name: 'trades-by-order-id-default-ascending',
    description: 'GET /v1/trades with orderId and no order parameter answers oldest first; every other mode defaults to Desc.',
    requirements: ['TRD-LIST-ORDER'],
    hooks: {
      query(c) {
        if (c.endpoint === 'trades' && c.query.orderId !== undefined && !c.raw.has('order')) c.query.order = 'ASC';
      },
    },
  },
  {
    name: 'withdrawals-with-symbol-default-ascending',
    description: 'GET /v1/crypto-withdrawals with symbol and no orderBy answers oldest first; without symbol it defaults to Desc.',
    requirements: ['WDR-ORDER-BY'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-withdrawals' && c.query.symbol !== undefined && !c.raw.has('orderBy')) c.query.orderBy = 'ASC';
      },
    },
  },
  {
    name: 'orders-by-order-id-after-later-pages-reversed',
    description: 'GET /v1/orders with orderIdAfter cuts page 2 and later from the opposite order; page 1 is right.',
    requirements: ['ORD-LIST-ORDERED', 'ORD-LIST-PAGING'],
    hooks: {
      query(c) {
        if (c.endpoint === 'orders' && c.query.orderIdAfter !== undefined && c.query.page >= 2) c.query.order = c.query.order === 'ASC' ? 'DESC' : 'ASC';
      },
    },
  },
  {
    name: 'deposits-with-symbol-later-pages-skip-one',
    description: 'GET /v1/crypto-deposits with symbol answers page n+1 when asked for page n >= 2, so one page is never seen.',
    requirements: ['DEP-PAGE'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-deposits' && c.query.symbol !== undefined && c.query.page >= 2) c.query.page += 1;
      },
    },
  },
  {
    name: 'trades-by-created-at-later-pages-repeat-first',
    description: 'GET /v1/trades with createdAt answers page 1 for every page.',
    requirements: ['TRD-LIST-PAGING'],
    hooks: {
      query(c) {
        if (c.endpoint === 'trades' && c.query.createdAt !== undefined && c.query.page >= 2) c.query.page = 1;
      },
    },
  },
  // The default page size of one mode (issue 32): each mode's own default, while the others keep theirs.
  {
    name: 'orders-order-id-after-page-size-default-ignored',
    description: 'GET /v1/orders with orderIdAfter and no pageSize answers 20 orders; by window the default stays 50.',
    requirements: ['ORD-LIST-PAGE-SIZE-DEFAULT'],
    hooks: {
      query(c) {
        if (c.endpoint === 'orders' && c.query.orderIdAfter !== undefined && !c.raw.has('pageSize')) c.query.pageSize = 20;
      },
    },
  },
  {
    name: 'trades-created-at-page-size-default-ignored',
    description: "GET /v1/trades with createdAt and no pageSize answers the day's every trade (up to 1000); by window the default stays 50.",
    requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT'],
    hooks: {
      query(c) {
        if (c.endpoint === 'trades' && c.query.createdAt !== undefined && !c.raw.has('pageSize')) c.query.pageSize = 1000;
      },
    },
  },
  {
    name: 'deposits-with-symbol-page-size-default-ignored',
    description: 'GET /v1/crypto-deposits with symbol and no pageSize answers up to 1000 deposits; without symbol the default stays 100.',
    requirements: ['DEP-PAGE-SIZE'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-deposits' && c.query.symbol !== undefined && !c.raw.has('pageSize')) c.query.pageSize = 1000;
      },
    },
  },
] as const satisfies readonly Fault[];

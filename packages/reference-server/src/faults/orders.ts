// Faults of GET /v1/orders and GET /v1/orders/{id}.
import { ORDER_STATUSES, parseDateTimeInput } from '@tarc/domain';
import { onRecord, truncateDecimals } from './helpers.js';
import type { Fault } from './types.js';

export const ORDER_FAULTS: readonly Fault[] = [
  {
    name: 'orders-canceled-listed',
    description: 'GET /v1/orders lists Canceled orders too.',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED', 'Canceled orders never appear in the order list.'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'orders') c.selection.statuses = [...ORDER_STATUSES];
      },
    },
  },
  {
    name: 'orders-page-size-51-accepted',
    description: 'GET /v1/orders accepts pageSize=51 and returns up to 51 orders.',
    requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'pageSize: 1 to 50, default 50'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'orders' || c.params.get('pageSize') !== '51') return;
        const params = new URLSearchParams(c.params);
        params.delete('pageSize');
        return params;
      },
      query(c) {
        if (c.endpoint === 'orders' && c.raw.get('pageSize') === '51') c.query.pageSize = 51;
      },
    },
  },
  {
    name: 'orders-no-90-day-clamp',
    description: 'GET /v1/orders honours a createdAtAfter more than 90 days before createdAtBefore.',
    requirements: ['ORD-LIST-WINDOW-MAX-90-DAYS', 'the range is at most 90 days and a larger range is replaced by 90 days'],
    hooks: {
      query(c) {
        if (c.endpoint !== 'orders' || !c.query.window) return;
        const after = parseDateTimeInput(c.raw.get('createdAtAfter') ?? '');
        if (after !== undefined && after < c.query.window.after) c.query.window.after = after;
      },
    },
  },
  {
    name: 'orders-scale-8-digits',
    description: 'Orders carry decimal strings with 8 fractional digits instead of 16.',
    requirements: ['ORD-RES-DECIMAL-SCALE', 'Orders, trades, wallets and broker pairs use 16 fractional digits.'],
    hooks: onRecord('order', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'orders-other-account-by-id',
    description: "GET /v1/orders/{id} returns another account's order.",
    requirements: ['ACC-ISOLATION', "Results are limited to the authenticated account's own data."],
    hooks: {
      lookup(c) {
        if (c.endpoint === 'order') c.accounts = Array.from({ length: c.accountCount }, (_, i) => i);
      },
    },
  },
  {
    name: 'orders-other-account-in-list',
    description: "GET /v1/orders lists every account's orders of the pair.",
    requirements: ['ACC-ISOLATION', "Results are limited to the authenticated account's own data."],
    hooks: {
      selection(c) {
        if (c.endpoint === 'orders') c.selection.accounts = Array.from({ length: c.accountCount }, (_, i) => i);
      },
    },
  },
];

// Faults of GET /v1/trades and GET /v1/trades/{id}: one named deviation per rule the trades checks
// hold a server to.
import { BUY_NEGATIVE_FIELDS, parseDateTimeInput, TRADES_PAGE_SIZE } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { PAIR_SYMBOLS } from '../data/pairs.js';
import { onRecord, onSelection, truncateDecimals } from './helpers.js';
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
import { idSuccessor } from './orders.js';
import type { Fault } from './types.js';

export const TRADE_FAULTS = [
  {
    name: 'trades-buy-positive-amounts',
    description: 'Buy trades carry positive denominatorAmount, feeAmount and taxAmount.',
    requirements: ['TRD-RES-BUY-NEGATIVE'],
    hooks: onRecord('trade', (record) => {
      if (record.side !== 'Buy') return;
      for (const field of BUY_NEGATIVE_FIELDS) {
        const value = record[field];
        if (typeof value === 'string') record[field] = value.replace(/^-/, '');
      }
    }),
  },
  {
    name: 'trades-scale-8-digits',
    description: 'Trades carry decimal strings with 8 fractional digits instead of 16.',
    requirements: ['TRD-RES-DECIMAL-SCALE', 'Orders, trades, wallets and broker pairs use 16 fractional digits.'],
    hooks: onRecord('trade', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'trades-fee-type-lowercase',
    description: 'Trades carry feeType in lower case (maker, taker) instead of Maker or Taker.',
    requirements: ['TRD-RES-ENUMS', '| feeType | string | Maker or Taker |'],
    hooks: onRecord('trade', (record) => {
      if (typeof record.feeType === 'string') record.feeType = record.feeType.toLowerCase();
    }),
  },
  {
    name: 'trades-without-external-order-id',
    description: 'Trades leave out externalOrderId.',
    requirements: ['TRD-RES-FIELDS', '| externalOrderId | string | |'],
    hooks: onRecord('trade', (record) => {
      delete record.externalOrderId;
    }),
  },
  {
    name: 'trades-created-at-with-offset',
    description: 'Trades carry createdAt with a zone designator (…Z), which the timestamp form excludes.',
    requirements: ['TRD-RES-TIMESTAMP', 'Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits.'],
    hooks: onRecord('trade', (record) => {
      if (typeof record.createdAt === 'string') record.createdAt = `${record.createdAt}Z`;
    }),
  },
  {
    name: 'trades-side-of-other-party',
    description: "Trades carry the counterparty's side: a Buy order's trades say Sell.",
    requirements: ['TRD-RES-BELONGS-TO-ORDER', '| orderId | string | order the trade belongs to |'],
    hooks: onRecord('trade', (record) => {
      if (record.side === 'Buy' || record.side === 'Sell') record.side = record.side === 'Buy' ? 'Sell' : 'Buy';
    }),
  },
  {
    name: 'trades-side-filter-ignored',
    description: 'GET /v1/trades ignores the side filter.',
    requirements: ['TRD-LIST-SIDE', '| side | STRING | no | Buy, Sell |'],
    hooks: onSelection('trades', (selection) => {
      delete selection.side;
    }),
  },
  {
    name: 'trades-first-pair-only',
    description: 'GET /v1/trades honours only the first of repeated pairSymbol values.',
    requirements: ['TRD-LIST-PAIR-SYMBOL', 'GEN-STRING-ARRAY-EXPLODED'],
    hooks: onSelection('trades', (selection) => {
      if (selection.pairSymbols.length > 1) selection.pairSymbols = selection.pairSymbols.slice(0, 1);
    }),
  },
  {
    name: 'trades-order-id-ignored',
    description: 'GET /v1/trades ignores orderId and returns the trades of other orders too.',
    requirements: ['TRD-LIST-ORDER-ID', '| orderId | STRING | no | when set, no other parameter may be sent'],
    hooks: onSelection('trades', (selection) => {
      delete selection.orderId;
    }),
  },
  {
    name: 'trades-order-id-next-order',
    description: 'GET /v1/trades with orderId returns the trades of the order with the next id instead.',
    requirements: ['TRD-LIST-ORDER-ID', '| orderId | STRING | no | when set, no other parameter may be sent'],
    hooks: onSelection('trades', (selection) => {
      if (selection.orderId !== undefined) selection.orderId = idSuccessor(selection.orderId);
    }),
  },
  {
    name: 'trades-created-at-ignored',
    description: 'GET /v1/trades ignores createdAt ("trades at this specific date") and returns trades of every day.',
    requirements: ['TRD-LIST-CREATED-AT', '| createdAt | DATETIME | required if createdAtBefore is not set | trades at this specific date |'],
    hooks: onSelection('trades', (selection) => {
      delete selection.at;
    }),
  },
  {
    name: 'trades-pair-symbol-optional',
    description: 'GET /v1/trades without pairSymbol (and without orderId) returns the trades of every pair.',
    requirements: ['TRD-LIST-PAIR-REQUIRED', '| pairSymbol | STRING[] | yes | |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'trades' || c.params.get('pairSymbol') || c.params.get('orderId')) return;
        const params = new URLSearchParams(c.params);
        for (const symbol of PAIR_SYMBOLS) params.append('pairSymbol', symbol);
        return params;
      },
    },
  },
  {
    name: 'trades-dates-optional',
    description: 'GET /v1/trades without createdAtBefore and createdAt returns trades up to now.',
    requirements: ['TRD-LIST-DATE-REQUIRED', '| createdAtBefore | DATETIME | required if createdAt is not set |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'trades' || c.params.get('createdAtBefore') || c.params.get('createdAt') || c.params.get('orderId')) return;
        const params = new URLSearchParams(c.params);
        params.set('createdAtBefore', '9999-12-31T00:00:00');
        params.delete('createdAtAfter');
        return params;
      },
      query(c) {
        if (c.endpoint !== 'trades' || c.raw.get('createdAtBefore') || c.raw.get('createdAt') || c.raw.get('orderId') || c.query.window.before === undefined)
          return;
        c.query.window = { after: '0001-01-01T00:00:00.0000000' as Instant, before: '9999-12-31T00:00:00.0000000' as Instant };
      },
    },
  },
  {
    name: 'trades-page-size-cap-ignored',
    description: 'GET /v1/trades honours a pageSize above 1000 instead of refusing or capping it.',
    requirements: ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 50 |'],
    hooks: {
      rawQuery(c) {
        const size = Number(c.params.get('pageSize'));
        if (c.endpoint !== 'trades' || !(size > TRADES_PAGE_SIZE.max)) return;
        const params = new URLSearchParams(c.params);
        params.delete('pageSize');
        return params;
      },
      query(c) {
        const size = Number(c.raw.get('pageSize'));
        if (c.endpoint === 'trades' && size > TRADES_PAGE_SIZE.max && Number.isSafeInteger(size)) c.query.pageSize = size;
      },
    },
  },
  {
    name: 'trades-no-90-day-clamp',
    description: 'GET /v1/trades honours a createdAtAfter more than 90 days before createdAtBefore.',
    requirements: ['TRD-LIST-WINDOW-MAX-90-DAYS', 'TRD-LIMIT-MAX-RANGE', 'the range is at most 90 days and a larger range is replaced by 90 days'],
    hooks: {
      query(c) {
        if (c.endpoint !== 'trades' || c.query.window.before === undefined) return;
        const after = parseDateTimeInput(c.raw.get('createdAtAfter') ?? '');
        if (after !== undefined && after < c.query.window.after) c.query.window.after = after;
      },
    },
  },
  {
    name: 'trades-by-id-fee-type-swapped',
    description: 'GET /v1/trades/{id} swaps Maker and Taker against the list form.',
    requirements: ['TRD-ONE-RESPONSE', 'Responses: 200 one Trade'],
    hooks: {
      record(c) {
        if (c.endpoint === 'trade' && c.kind === 'trade') c.record.feeType = c.record.feeType === 'Maker' ? 'Taker' : 'Maker';
      },
    },
  },
  {
    name: 'trades-page-off-by-one',
    description: 'GET /v1/trades skips page × pageSize records instead of (page − 1) × pageSize.',
    requirements: ['TRD-LIST-PAGING', '| page | INT | no | default 1 |'],
    hooks: pageOffByOne('trades'),
  },
  {
    name: 'trades-page-default-2',
    description: 'GET /v1/trades without page returns page 2.',
    requirements: ['TRD-LIST-PAGE-DEFAULT', 'TRD-LIMIT-PAGE-DEFAULT', '| page | INT | no | default 1 |'],
    hooks: pageDefault2('trades'),
  },
  {
    name: 'trades-page-size-default-20',
    description: 'GET /v1/trades without pageSize returns 20 records instead of 50.',
    requirements: ['TRD-LIST-PAGE-SIZE-DEFAULT', 'TRD-LIMIT-PAGE-SIZE', 'default 50'],
    hooks: pageSizeDefault20('trades'),
  },
  {
    name: 'trades-order-swapped',
    description: 'GET /v1/trades sorts ascending for order=DESC (and the default) and descending for ASC.',
    requirements: ['TRD-LIST-ORDER', 'TRD-LIST-ORDERED', '| order | STRING | no | ASC or DESC, default Desc |'],
    hooks: orderSwapped('trades'),
  },
  {
    name: 'trades-default-order-asc',
    description: 'GET /v1/trades without order sorts ascending instead of descending.',
    requirements: ['TRD-LIST-ORDER', 'ASC or DESC, default Desc'],
    hooks: defaultOrderAsc('trades'),
  },
  {
    name: 'trades-created-at-before-exclusive',
    description: 'GET /v1/trades leaves out records created exactly at createdAtBefore ("on or before" made "before").',
    requirements: ['TRD-LIST-CREATED-AT-BEFORE', 'created on or before this time'],
    hooks: createdAtBeforeExclusive('trades'),
  },
  {
    name: 'trades-created-at-after-inclusive',
    description: 'GET /v1/trades includes records created exactly at createdAtAfter ("after" made "on or after").',
    requirements: ['TRD-LIST-CREATED-AT-AFTER', 'created after this time'],
    hooks: createdAtAfterInclusive('trades'),
  },
  {
    name: 'trades-default-window-unbounded',
    description: 'GET /v1/trades without createdAtAfter returns everything up to createdAtBefore, not the last 90 days.',
    requirements: ['TRD-LIST-WINDOW-DEFAULT', 'TRD-LIMIT-DEFAULT-RANGE', 'when omitted and createdAtBefore is set, defaults to the last 90 days'],
    hooks: defaultWindowUnbounded('trades'),
  },
  {
    name: 'trades-window-replaced-by-30-days',
    description: 'GET /v1/trades replaces a range longer than 90 days by the last 30 days, not by 90 days.',
    requirements: ['TRD-LIST-WINDOW-ANCHOR', 'a larger range is replaced by 90 days'],
    hooks: windowReplacedBy30Days('trades'),
  },
  {
    name: 'trades-pair-symbol-ignored',
    description: 'GET /v1/trades lists the trades of every pair, whatever pairSymbol names.',
    requirements: ['TRD-LIST-PAIR-SYMBOL', '| pairSymbol | STRING[] | yes | |'],
    hooks: onSelection('trades', (selection) => {
      selection.pairSymbols = [];
    }),
  },
  {
    // The 400 is the query rules' own: orderId read twice is refused on its key, whatever else is sent.
    name: 'trades-order-id-refused',
    description: 'GET /v1/trades answers 400 (errors.orderId) to any query with orderId, alone or beside pairSymbol and a window.',
    requirements: ['TRD-LIST-ORDER-ID', '| orderId | STRING | no | when set, no other parameter may be sent |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'trades' || !c.params.has('orderId')) return;
        const params = new URLSearchParams(c.params);
        params.append('orderId', c.params.get('orderId')!);
        return params;
      },
    },
  },
  {
    name: 'trades-page-size-out-of-range-200',
    description: 'GET /v1/trades answers a pageSize outside 1 to 1000 with 200 and an error object ({ "error": … }) instead of a 400.',
    requirements: ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 50 |'],
    hooks: {
      problem(c) {
        const errors = c.body.errors;
        if (c.endpoint !== 'trades' || c.status !== 400 || typeof errors !== 'object' || errors === null || !('pageSize' in errors)) return;
        return { status: 200, body: { error: 'pageSize must be between 1 and 1000' } };
      },
    },
  },
] as const satisfies readonly Fault[];

// Faults of a rule every paged list states alike (a page holds pageSize records, page 2 follows page
// 1, a required parameter or a pageSize out of range is a 400, never a 5xx), each on the lists that
// share the rule, and faults breaking several fields of one kind's records at once (the kind's table).
import { addDays, instantFromDate, parseDateTimeInput, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { Body } from '../model/store.js';
import { onRecord } from './helpers.js';
import { tickBefore } from './list-paging-hooks.js';
import type { Fault, FaultHooks } from './types.js';

/** Whether the wallets request being answered filters by currencySymbol (see `wallets-filtered-ids-differ`). */
let walletsFiltered = false;

const PAGED: ReadonlySet<string> = new Set(['orders', 'trades', 'crypto-withdrawals', 'crypto-deposits']);

/** The createdAt of the first record of a page the store gives (records, or bytes already written). */
function firstCreatedAt(body: Body): Instant | undefined {
  const records: unknown = 'records' in body ? body.records : JSON.parse(body.latin1Body);
  const first: unknown = Array.isArray(records) ? records[0] : undefined;
  return typeof first === 'object' && first !== null && 'createdAt' in first ? (first.createdAt as Instant) : undefined;
}

const TRANSFERS: ReadonlySet<string> = new Set(['crypto-withdrawals', 'crypto-deposits']);

/** The 500 a crash caught by the server's error handler answers, in place of a 400 problem naming one of `keysOf(endpoint)`. */
function serverErrorFor(keysOf: (endpoint: string) => readonly string[]): Pick<FaultHooks, 'problem'> {
  return {
    problem(c) {
      const errors = c.body.errors;
      if (c.status !== 400 || typeof errors !== 'object' || errors === null) return;
      if (!keysOf(c.endpoint).some((key) => key in errors)) return;
      return { status: 500, body: { title: 'An error occurred while processing your request.', status: 500, traceId: c.body.traceId } };
    },
  };
}

export const LIST_FAULTS = [
  {
    name: 'lists-page-one-over-page-size',
    description: 'GET /v1/orders, /v1/trades, /v1/crypto-withdrawals and /v1/crypto-deposits answer pageSize + 1 records per page.',
    requirements: ['ORD-LIST-PAGE-SIZE-RANGE', 'TRD-LIST-PAGE-SIZE-RANGE', 'WDR-PAGE-SIZE', 'DEP-PAGE-SIZE'],
    hooks: {
      query(c) {
        if (PAGED.has(c.endpoint)) c.query.pageSize += 1;
      },
    },
  },
  {
    name: 'lists-page-ignored',
    description: 'GET /v1/orders and GET /v1/trades answer page 1 whatever page is asked.',
    requirements: ['ORD-LIST-PAGING', 'TRD-LIST-PAGING', '| page | INT | no | default 1 |'],
    hooks: {
      query(c) {
        if (c.endpoint === 'orders' || c.endpoint === 'trades') c.query.page = 1;
      },
    },
  },
  {
    name: 'transfers-order-by-inverted',
    description: 'GET /v1/crypto-withdrawals and GET /v1/crypto-deposits read orderBy the wrong way round: ASC lists newest first, DESC oldest first.',
    requirements: ['WDR-ORDER-BY', 'DEP-ORDER-BY', '| orderBy | STRING | no | ASC or DESC, default Desc |'],
    hooks: {
      query(c) {
        if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.raw.has('orderBy')) {
          c.query.orderBy = c.query.orderBy === 'ASC' ? 'DESC' : 'ASC';
        }
      },
    },
  },
  {
    name: 'page-size-out-of-range-500',
    description: 'GET /v1/trades, /v1/crypto-withdrawals and /v1/crypto-deposits answer a pageSize outside 1 to 1000 with 500 instead of a 400.',
    requirements: ['ERR-NO-5XX', 'TRD-LIST-PAGE-SIZE-RANGE', 'WDR-PAGE-SIZE', 'DEP-PAGE-SIZE'],
    hooks: serverErrorFor((endpoint) => (['trades', 'crypto-withdrawals', 'crypto-deposits'].includes(endpoint) ? ['pageSize'] : [])),
  },
  {
    name: 'missing-required-500',
    description: 'GET /v1/trades without pairSymbol or a date, and GET /v1/crypto-deposits without a date, answer 500 instead of a 400.',
    requirements: ['ERR-NO-5XX', 'TRD-LIST-PAIR-REQUIRED', 'TRD-LIST-DATE-REQUIRED', 'DEP-DATES-REQUIRED'],
    hooks: serverErrorFor((endpoint) =>
      endpoint === 'trades' ? ['pairSymbol', 'createdAtBefore', 'createdAt'] : endpoint === 'crypto-deposits' ? ['createdAtBefore', 'createdAtAfter'] : [],
    ),
  },
  {
    name: 'withdrawals-data-for-missing-date',
    description: 'GET /v1/crypto-withdrawals without a date answers as if the missing one were far away, with records.',
    requirements: ['WDR-DATES-REQUIRED', '| createdAtAfter | DATETIME | yes | after this time |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'crypto-withdrawals') return;
        if (c.params.has('createdAtAfter') && c.params.has('createdAtBefore')) return;
        const params = new URLSearchParams(c.params);
        if (!params.has('createdAtAfter')) params.set('createdAtAfter', '2000-01-01T00:00:00.0000000');
        if (!params.has('createdAtBefore')) params.set('createdAtBefore', '2100-01-01T00:00:00.0000000');
        return params;
      },
    },
  },
  {
    name: 'lists-window-widened',
    description: 'GET /v1/orders, /v1/trades, /v1/crypto-withdrawals and /v1/crypto-deposits read their createdAt window a day wider at each end.',
    requirements: [
      'ORD-LIST-CREATED-AT-BEFORE',
      'ORD-LIST-CREATED-AT-AFTER',
      'TRD-LIST-CREATED-AT-BEFORE',
      'TRD-LIST-CREATED-AT-AFTER',
      'WDR-WINDOW',
      'DEP-WINDOW',
    ],
    hooks: {
      query(c) {
        const window = c.query.window as { after?: Instant; before?: Instant };
        if (window.after !== undefined) window.after = addDays(window.after, -1);
        if (window.before !== undefined) window.before = addDays(window.before, 1);
      },
    },
  },
  {
    name: 'lists-window-shifted',
    description: 'GET /v1/orders, /v1/trades, /v1/crypto-withdrawals and /v1/crypto-deposits read their createdAt window a day later at both ends.',
    requirements: [
      'ORD-LIST-CREATED-AT-BEFORE',
      'ORD-LIST-CREATED-AT-AFTER',
      'TRD-LIST-CREATED-AT-BEFORE',
      'TRD-LIST-CREATED-AT-AFTER',
      'WDR-WINDOW',
      'DEP-WINDOW',
    ],
    hooks: {
      query(c) {
        const window = c.query.window as { after?: Instant; before?: Instant };
        if (window.after !== undefined) window.after = addDays(window.after, 1);
        if (window.before !== undefined) window.before = addDays(window.before, 1);
      },
    },
  },
  {
    name: 'lists-wide-window-read-as-last-90-days',
    description:
      'GET /v1/orders and GET /v1/trades replace a range longer than 90 days, and a window without createdAtAfter, by the last 90 days up to now, whatever createdAtBefore says.',
    requirements: [
      'ORD-LIST-WINDOW-MAX-90-DAYS',
      'ORD-LIST-WINDOW-DEFAULT',
      'ORD-LIST-CREATED-AT-BEFORE',
      'TRD-LIST-WINDOW-MAX-90-DAYS',
      'TRD-LIST-WINDOW-DEFAULT',
      'TRD-LIST-CREATED-AT-BEFORE',
    ],
    hooks: {
      query(c) {
        if (c.endpoint !== 'orders' && c.endpoint !== 'trades') return;
        const window = c.query.window as { after?: Instant; before?: Instant };
        if (window.before === undefined) return;
        const after = parseDateTimeInput(c.raw.get('createdAtAfter') ?? '');
        if (after !== undefined && after >= addDays(window.before, -90)) return;
        window.before = instantFromDate(c.now);
        window.after = addDays(window.before, -90);
      },
    },
  },
  {
    name: 'lists-order-desc-read-as-asc',
    description: 'GET /v1/orders and GET /v1/trades sort ascending when order=DESC is sent (the default, descending, is right).',
    requirements: ['ORD-LIST-ORDER', 'TRD-LIST-ORDER'],
    hooks: {
      query(c) {
        if ((c.endpoint === 'orders' || c.endpoint === 'trades') && c.raw.get('order')?.toUpperCase() === 'DESC') c.query.order = 'ASC';
      },
    },
  },
  {
    name: 'transfers-symbol-filter-narrows-window',
    description: 'GET /v1/crypto-withdrawals and /v1/crypto-deposits with symbol search only the last three hours of the window.',
    requirements: ['WDR-FILTER-SYMBOL', 'DEP-FILTER-SYMBOL'],
    hooks: {
      query(c) {
        if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.raw.has('symbol'))
          c.query.window.after = addDays(c.query.window.before, -0.125);
      },
    },
  },
  {
    name: 'transfers-page-default-2',
    description: 'GET /v1/crypto-withdrawals and /v1/crypto-deposits without page answer page 2.',
    requirements: ['WDR-PAGE', 'DEP-PAGE'],
    hooks: {
      query(c) {
        if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && !c.raw.has('page')) c.query.page = 2;
      },
    },
  },
  {
    name: 'trades-created-at-day-before',
    description: 'GET /v1/trades with createdAt=DAY returns the trades of the day before.',
    requirements: ['TRD-LIST-CREATED-AT'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'trades' && c.selection.at) c.selection.at = { from: addDays(c.selection.at.from, -1), until: addDays(c.selection.at.until, -1) };
      },
    },
  },
  {
    name: 'unfiltered-lists-drop-a-value',
    description:
      'Without a filter, GET /v1/orders leaves out Partial orders (no status) and Sell orders (no type), and GET /v1/trades Sell trades (no side): "when omitted" read as one value fewer.',
    requirements: ['ORD-LIST-STATUS', 'ORD-LIST-TYPE', 'TRD-LIST-SIDE'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'orders') {
          if (!c.raw.has('status')) c.selection.statuses = c.selection.statuses.filter((status) => status !== 'Partial');
          if (!c.raw.has('type')) c.selection.types = ['Buy'];
        } else if (c.endpoint === 'trades' && !c.raw.has('side') && !c.raw.has('orderId')) c.selection.side = 'Buy';
      },
    },
  },
  {
    name: 'lookups-answer-404',
    description: 'GET /v1/orders/{id} and GET /v1/trades/{id} answer 404 for every id (the route reads the id from a segment it does not have).',
    requirements: ['ORD-ONE-RESPONSE', 'TRD-ONE-RESPONSE'],
    hooks: {
      lookup(c) {
        c.accounts = [];
      },
    },
  },
  {
    name: 'accounts-share-account-id',
    description: "Every account's records carry the same accountId (the first account's), as a server writing a constant would.",
    requirements: ['ISO-ACCOUNT-ID'],
    hooks: {
      record(c) {
        if ('accountId' in c.record) c.record.accountId = 'ACC-SHARED';
      },
    },
  },
  {
    name: 'fee-levels-body-cut',
    description: 'GET /v1/fee-levels answers 200 with its JSON text cut short by one byte (the closing bracket).',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: {
      successBody(c) {
        if (c.endpoint === 'fee-levels') return c.body.subarray(0, c.body.length - 1);
      },
    },
  },
  {
    name: 'broker-pairs-symbol-answered-null',
    description: 'GET /v1/broker-pairs with a symbol answers 200 with null (a lookup by key) instead of a list.',
    requirements: ['PAIR-SYMBOL-FILTER', 'PAIR-LIST'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint === 'broker-pairs' && c.params.has('symbol')) throw new Error('fault: broker-pairs looks the symbol up');
      },
      problem(c) {
        if (c.endpoint === 'broker-pairs' && c.status === 500) return { status: 200, body: null };
      },
    },
  },
  {
    name: 'lists-page-size-max-unbounded',
    description:
      'GET /v1/trades, /v1/crypto-withdrawals and /v1/crypto-deposits read pageSize=1000, the maximum, as no limit: the page holds every record that matches.',
    requirements: ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE', 'WDR-PAGE-SIZE', 'DEP-PAGE-SIZE'],
    hooks: {
      query(c) {
        const max = c.endpoint === 'trades' ? TRADES_PAGE_SIZE.max : TRANSFERS.has(c.endpoint) ? TRANSFERS_PAGE_SIZE.max : undefined;
        if (max !== undefined && c.query.pageSize === max) c.query.pageSize = Number.MAX_SAFE_INTEGER;
      },
    },
  },
  {
    name: 'transfers-page-size-capped-at-100',
    description: 'GET /v1/crypto-withdrawals and /v1/crypto-deposits cap pageSize at 100, their default, instead of 1000.',
    requirements: ['WDR-PAGE-SIZE', 'DEP-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 100 |'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') c.query.pageSize = Math.min(c.query.pageSize, TRANSFERS_PAGE_SIZE.default);
      },
    },
  },
  {
    name: 'transfers-order-by-asc-ignored',
    description: 'GET /v1/crypto-withdrawals and GET /v1/crypto-deposits answer orderBy=ASC newest first, as DESC (only the default order is served).',
    requirements: ['WDR-ORDER-BY', 'DEP-ORDER-BY', '| orderBy | STRING | no | ASC or DESC, default Desc |'],
    hooks: {
      query(c) {
        if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.query.orderBy === 'ASC') c.query.orderBy = 'DESC';
      },
    },
  },
  {
    name: 'lists-default-order-skips-newest',
    description: 'GET /v1/orders and GET /v1/trades without order leave out the newest record they select (the default path starts one record in).',
    requirements: ['ORD-LIST-ORDER', 'TRD-LIST-ORDER', 'order | STRING | no | ASC or DESC, default Desc'],
    hooks: {
      selection(c) {
        if (c.raw.has('order')) return;
        let newest: Instant | undefined;
        if (c.endpoint === 'orders' && c.selection.orderedBy === 'createdAt')
          newest = firstCreatedAt(c.store.orders({ ...c.selection, order: 'DESC' }, { page: 1, pageSize: 1 }, false));
        else if (c.endpoint === 'trades') newest = firstCreatedAt(c.store.trades({ ...c.selection, order: 'DESC' }, { page: 1, pageSize: 1 }, false));
        if (newest !== undefined) c.selection.window.before = tickBefore(newest);
      },
    },
  },
  {
    name: 'wallets-filtered-ids-differ',
    description: 'GET /v1/account-wallets with currencySymbol gives each wallet another id than the unfiltered list does (a view of its own).',
    requirements: ['WAL-FILTER-CURRENCY-SYMBOL'],
    hooks: {
      // The core serializes a request's records right after reading its query, with no wait between:
      // the flag the query sets is the one its records read.
      rawQuery(c) {
        if (c.endpoint === 'account-wallets') walletsFiltered = c.params.has('currencySymbol');
      },
      record(c) {
        if (c.kind === 'accountWallet' && c.endpoint === 'account-wallets' && walletsFiltered) c.record.id = `${String(c.record.id)}-view`;
      },
    },
  },
] as const satisfies readonly Fault[];

/** Records of one kind breaking its table in several ways at once (a field left out, one of the wrong shape or type). */
export const RECORD_FAULTS = [
  {
    name: 'wallets-fields-malformed',
    description: 'Wallets leave out requestFund and write orderFund with a decimal comma ("0,5").',
    requirements: ['WAL-FIELDS'],
    hooks: onRecord('accountWallet', (record) => {
      delete record.requestFund;
      record.orderFund = String(record.orderFund).replace('.', ',');
    }),
  },
  {
    name: 'broker-pairs-fields-malformed',
    description: 'Broker pairs leave out tickSize and write minPrice with a decimal comma.',
    requirements: ['PAIR-FIELDS'],
    hooks: onRecord('brokerPair', (record) => {
      delete record.tickSize;
      record.minPrice = String(record.minPrice).replace('.', ',');
    }),
  },
  {
    name: 'crypto-assets-fields-malformed',
    description: 'Crypto assets leave out name, write transferFeeAmount with a decimal comma and maxAmountScale as -1.',
    requirements: ['ASSET-FIELDS'],
    hooks: onRecord('cryptoAsset', (record) => {
      delete record.name;
      record.transferFeeAmount = String(record.transferFeeAmount).replace('.', ',');
      record.maxAmountScale = -1;
    }),
  },
  {
    name: 'fee-levels-lower-band-open',
    description: 'Fee level 7 writes its volumeRange open-ended (its lower bound with a trailing +), as the top level does.',
    requirements: ['FEE-TOP-BAND-OPEN', 'FEE-FIELDS'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 7 && typeof record.volumeRange === 'string') record.volumeRange = `${record.volumeRange.split('-')[0]!.trim()}+`;
    }),
  },
  {
    name: 'fee-levels-without-volume-range',
    description: 'Fee levels leave out volumeRange.',
    requirements: ['FEE-FIELDS'],
    hooks: onRecord('feeLevel', (record) => {
      delete record.volumeRange;
    }),
  },
  {
    name: 'network-families-name-number',
    description: 'Crypto network families carry name as a JSON number (0) instead of a string.',
    requirements: ['NETF-FIELDS'],
    hooks: onRecord('cryptoNetworkFamily', (record) => {
      record.name = 0;
    }),
  },
  {
    name: 'orders-price-number',
    description: 'Orders carry price as a JSON number instead of a decimal string.',
    requirements: ['ORD-RES-FIELDS'],
    hooks: onRecord('order', (record) => {
      record.price = Number(record.price);
    }),
  },
  {
    name: 'trades-price-number',
    description: 'Trades carry price as a JSON number instead of a decimal string.',
    requirements: ['TRD-RES-FIELDS'],
    hooks: onRecord('trade', (record) => {
      record.price = Number(record.price);
    }),
  },
  {
    name: 'withdrawals-fields-malformed',
    description: 'Withdrawals carry amount as a JSON number and write feeAmount with a decimal comma.',
    requirements: ['WDR-FIELDS'],
    hooks: onRecord('cryptoWithdrawal', (record) => {
      record.amount = Number(record.amount);
      record.feeAmount = String(record.feeAmount).replace('.', ',');
    }),
  },
  {
    // A record's first finding is what the property check reports: a fault of the shape alone.
    name: 'withdrawals-fee-amount-comma',
    description: 'Withdrawals write feeAmount with a decimal comma ("0,5").',
    requirements: ['WDR-FIELDS'],
    hooks: onRecord('cryptoWithdrawal', (record) => {
      record.feeAmount = String(record.feeAmount).replace('.', ',');
    }),
  },
  {
    name: 'deposits-fields-malformed',
    description: 'Deposits leave out address and write amount with a decimal comma.',
    requirements: ['DEP-FIELDS'],
    hooks: onRecord('cryptoDeposit', (record) => {
      delete record.address;
      record.amount = String(record.amount).replace('.', ',');
    }),
  },
  {
    // A record's first finding is what the property check reports: a fault of the shape alone.
    name: 'deposits-amount-comma',
    description: 'Deposits write amount with a decimal comma ("0,5").',
    requirements: ['DEP-FIELDS'],
    hooks: onRecord('cryptoDeposit', (record) => {
      record.amount = String(record.amount).replace('.', ',');
    }),
  },
] as const satisfies readonly Fault[];

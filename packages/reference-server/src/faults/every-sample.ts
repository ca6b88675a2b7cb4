// Faults that show only beyond a sample (issue 22, "every rule on every sample"): each breaks a rule
// under one general condition (a later page, another query mode, a malformed id, a filter matching
// nothing...) that a check reading only page 1, one mode or one pair would miss.
import { ORDER_STATUSES, ORDER_TYPES, SORT_ORDERS, TRADE_SIDES, validationProblem } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import type { Paging } from '../model/filters.js';
import { onSelection, truncateDecimals } from './helpers.js';
import type { Fault } from './types.js';

/** The values the spec lists for each enum parameter. */
const ENUMS: Readonly<Record<string, readonly string[]>> = {
  type: ORDER_TYPES,
  side: TRADE_SIDES,
  status: ORDER_STATUSES,
  order: SORT_ORDERS,
  orderBy: SORT_ORDERS,
};

/**
 * Orders and trades answer a page past the last one with the last page: the query hook keeps the
 * request's paging, the selection hook counts the matches (on the data the dataset hook kept) and
 * moves the page back.
 */
function pastLastRepeatsLast(): Fault['hooks'] {
  let paging: Paging | undefined;
  return {
    query(c) {
      paging = c.endpoint === 'orders' || c.endpoint === 'trades' ? c.query : undefined;
    },
    selection(c) {
      if (!paging || paging.page <= 1) return;
      const total = c.endpoint === 'orders' ? c.store.countOrders(c.selection) : c.endpoint === 'trades' ? c.store.countTrades(c.selection) : 0;
      const last = Math.ceil(total / paging.pageSize);
      if (last >= 1 && paging.page > last) paging.page = last;
    },
  };
}

/**
 * A symbol filter (wallets' currencySymbol, transfers' symbol, trades' pairSymbol) whose value
 * matches no record of the caller is dropped, so the unfiltered list is returned.
 */
function filterMatchingNothingIgnored(): Fault['hooks'] {
  let ds: Dataset | undefined;
  const FILTER: Readonly<Record<string, string>> = { 'account-wallets': 'currencySymbol', 'crypto-withdrawals': 'symbol', 'crypto-deposits': 'symbol' };
  return {
    dataset(c) {
      ds = c.ds;
    },
    rawQuery(c) {
      const name = FILTER[c.endpoint];
      const value = name === undefined ? null : c.params.get(name);
      if (!ds || name === undefined || value === null || c.caller === undefined) return;
      const t = ds.transfers;
      const rows = c.endpoint === 'account-wallets' ? t.wallets : c.endpoint === 'crypto-withdrawals' ? t.withdrawals : t.deposits;
      if (rows.some((row) => row.account === c.caller!.account && row.currencySymbol === value)) return;
      const params = new URLSearchParams(c.params);
      params.delete(name);
      return params;
    },
    selection(c) {
      if (c.endpoint !== 'trades' || c.selection.pairSymbols.length === 0) return;
      const matches = c.selection.pairSymbols.some((p) => c.store.countTrades({ ...c.selection, pairSymbols: [p] }) > 0);
      if (!matches) c.selection.pairSymbols = [];
    },
  };
}

/** The id forms of every reference-server id style: letters, digits and inner hyphens, ending in a digit. */
const ID_FORM = /^(?:[A-Za-z0-9][A-Za-z0-9-]*)?\d$/;

/**
 * A lookup whose id is not of the server's own form, refused as invalid input: the lookup hook sees
 * the id and the problem hook of the same (synchronous) request turns its 404 into a 400.
 */
function malformedIdAs400(): Fault['hooks'] {
  let malformed = false;
  return {
    lookup(c) {
      malformed = !ID_FORM.test(c.id);
    },
    problem(c) {
      const lookup = c.endpoint === 'order' || c.endpoint === 'trade';
      if (!lookup || c.status !== 404 || !malformed) return;
      malformed = false;
      return { status: 400, body: { ...validationProblem({ id: ['The value is not a valid id.'] }), traceId: c.body.traceId } };
    },
  };
}

export const EVERY_SAMPLE_FAULTS = [
  {
    name: 'success-labelled-text-plain',
    description: 'Every 200 answer carries its JSON body with Content-Type text/plain.',
    requirements: ['GEN-SUCCESS-JSON-MEDIA-TYPE'],
    hooks: {
      successHeaders: () => ({ 'content-type': 'text/plain; charset=utf-8' }),
    },
  },
  {
    name: 'fee-levels-bands-in-thousands',
    description: 'Every fee level writes its volumeRange in thousands of USDT without saying so ("100 - 500" for 100,000 to 500,000).',
    requirements: ['FEE-VOLUME-RANGE-LOWER-BOUND'],
    hooks: {
      record(c) {
        if (c.kind !== 'feeLevel' || typeof c.record.volumeRange !== 'string') return;
        c.record.volumeRange = c.record.volumeRange.replace(/\d{1,3}(?:,\d{3})*/g, (n) => {
          const thousands = Number(n.replace(/,/g, '')) / 1000;
          return thousands.toLocaleString('en-US');
        });
      },
    },
  },
  {
    name: 'orders-both-missing-message-names-one-key',
    description: 'When orderIdAfter and createdAtBefore are both missing, the message on each key names only that key ("OrderIdAfter is required.").',
    requirements: ['ERR-ORD-BOTH-MISSING-MESSAGE'],
    hooks: {
      problem(c) {
        const errors = c.body.errors as Record<string, string[]> | undefined;
        if (c.endpoint !== 'orders' || !errors) return;
        for (const key of ['orderIdAfter', 'createdAtBefore']) {
          if (errors[key]?.some((m) => / or /.test(m))) errors[key] = [`${key[0]!.toUpperCase()}${key.slice(1)} is required.`];
        }
      },
    },
  },
  {
    name: 'orders-pair-message-always-required',
    description: 'GET /v1/orders says "The PairSymbol field is required." on errors.pairSymbol whatever the cause, an unknown pair included.',
    requirements: ['ERR-ORD-PAIR-MESSAGES'],
    hooks: {
      problem(c) {
        const errors = c.body.errors as Record<string, string[]> | undefined;
        if (c.endpoint === 'orders' && errors?.pairSymbol) errors.pairSymbol = ['The PairSymbol field is required.'];
      },
    },
  },
  {
    name: 'lookup-malformed-id-400',
    description: "GET /v1/orders/{id} and GET /v1/trades/{id} answer 400 instead of 404 for an id not of the server's own form (signed, letters only).",
    requirements: ['ERR-404-NO-ERRORS'],
    hooks: malformedIdAs400(),
  },
  {
    // Only the boundary phase sends an enum value mis-cased; no random pool holds one.
    name: 'hostile-miscased-enum-500',
    description:
      'An enum parameter (type, status, side, order, orderBy) whose value is a listed one in another case ("buy", "asc") is answered 500 (a case-sensitive lookup that throws).',
    requirements: ['ERR-NO-5XX'],
    hooks: {
      rawQuery(c) {
        for (const [name, value] of c.params.entries()) {
          const listed = (Object.hasOwn(ENUMS, name) ? ENUMS[name] : undefined)?.find((v) => v.toLowerCase() === value.toLowerCase());
          if (listed !== undefined && listed !== value) throw new Error('fault: mis-cased enum value');
        }
      },
    },
  },
  {
    name: 'auth-skipped-past-page-1',
    description: 'The account lists answer page 2 and later without checking credentials (as the first demo account).',
    requirements: ['AUTH-REQUIRED-EVERY-REQUEST'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && Number(c.params.get('page') ?? 1) > 1) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'auth-skipped-by-order-id',
    description: 'GET /v1/orders with orderIdAfter and GET /v1/trades with orderId answer without checking credentials (as the first demo account).',
    requirements: ['AUTH-REQUIRED-EVERY-REQUEST'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && (c.params.has('orderIdAfter') || c.params.has('orderId'))) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'page-past-last-repeats-last',
    description: 'GET /v1/orders and GET /v1/trades answer a page past the last one with the last page again, instead of [].',
    requirements: ['GEN-PAGE-PAST-LAST-EMPTY'],
    hooks: pastLastRepeatsLast(),
  },
  {
    name: 'filter-matching-nothing-ignored',
    description:
      'A currencySymbol, symbol or trades pairSymbol filter whose value matches no record of the caller is ignored: the unfiltered list is returned instead of none.',
    requirements: ['WAL-FILTER-CURRENCY-SYMBOL', 'WDR-FILTER-SYMBOL', 'DEP-FILTER-SYMBOL', 'TRD-LIST-PAIR-SYMBOL'],
    hooks: filterMatchingNothingIgnored(),
  },
  {
    name: 'trades-side-only-with-created-at-before',
    description: 'GET /v1/trades applies side only in the createdAtBefore mode: with createdAt or createdAtAfter it is ignored.',
    requirements: ['TRD-LIST-SIDE-EVERY-MODE'],
    hooks: onSelection('trades', (selection, c) => {
      if (['createdAt', 'createdAtAfter'].some((p) => c.raw.has(p))) delete selection.side;
    }),
  },
  {
    name: 'trades-side-ignored-with-order-id',
    description: 'GET /v1/trades ignores side when orderId is sent, while it applies the other parameters beside orderId.',
    requirements: ['TRD-LIST-SIDE-EVERY-MODE'],
    hooks: onSelection('trades', (selection, c) => {
      if (c.raw.has('orderId')) delete selection.side;
    }),
  },
  {
    name: 'scale-8-digits-on-crypto-quoted-pairs',
    description:
      'Orders and trades of a pair quoted in a crypto currency (not TRY: ETHBTC) carry 8 fractional digits instead of 16 (a precision table keyed by the quote currency).',
    requirements: ['ORD-RES-DECIMAL-SCALE', 'TRD-RES-DECIMAL-SCALE'],
    hooks: {
      record(c) {
        if ((c.kind === 'order' || c.kind === 'trade') && typeof c.record.pairSymbol === 'string' && !c.record.pairSymbol.endsWith('TRY')) {
          truncateDecimals(c.record, 8);
        }
      },
    },
  },
] as const satisfies readonly Fault[];

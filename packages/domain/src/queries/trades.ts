// GET /v1/trades query rules.
import { TRADE_SIDES } from '../enums.js';
import { PAIR_SYMBOL_MUST_EXIST, PAIR_SYMBOL_REQUIRED } from './orders.js';
import { dateTime, dateTimeValue, enumScalar, integer, IssueBag, list, MAX_INT, PAGE_DEFAULT, pairExists, readParams, scalar, sortOrder } from './params.js';
import type { QueryContext, QueryInput, QueryResult, TradesQuery } from './types.js';
import { windowFor } from './window-input.js';

/** "createdAtBefore: required if createdAt is not set"; "createdAt: required if createdAtBefore is not set". */
export const CREATED_AT_OR_CREATED_AT_BEFORE_REQUIRED = 'CreatedAt or CreatedAtBefore is required.';
/** orderId: "when set, no other parameter may be sent". */
export const NOT_WITH_ORDER_ID = 'No other parameter may be sent with OrderId.';

/** Trades "pageSize: 1 to 1000, default 50". */
export const TRADES_PAGE_SIZE = /* @__PURE__ */ Object.freeze({ min: 1, max: 1000, default: 50 } as const);

/** The parameters GET /v1/trades lists; other names are ignored. */
const TRADES_PARAMETERS = ['pairSymbol', 'orderId', 'side', 'createdAtBefore', 'createdAtAfter', 'createdAt', 'page', 'pageSize', 'order'] as const;

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Validates and normalizes a GET /v1/trades query, reporting every error at once.
 *
 * - `pairSymbol` is STRING[] ("pairSymbol=<v1>&pairSymbol=<v2>"): required, each value must exist
 *   (one "PairSymbol must exist." however many are unknown); duplicates are dropped.
 * - `createdAtBefore` "required if createdAt is not set" and vice versa: both missing → the message
 *   "CreatedAt or CreatedAtBefore is required." on each key. Window rules as for orders (half-open,
 *   default and maximum 90 days, `ctx.windowAnchor`). `createdAt` ("trades at this specific date")
 *   is kept as an instant with `createdAtIsDate` telling whether it was a bare date (open point #12 in the README).
 * - `side`: Buy or Sell (letter case per `ctx.enumCase`, default exact). `page` ≥ 1; `pageSize` 1..1000, default 50; `order` as orders.
 * - `orderId` (open point #1 in the README, `ctx.tradesOrderId`): `'exclusive'` (default) reads "when set, no other
 *   parameter may be sent": pairSymbol and the dates are not required, and any other listed parameter
 *   sent with it is an error on that parameter. `'filter'` reads pairSymbol as required: pairSymbol
 *   and a date stay required and orderId is one more filter. `'ignore'`: every other parameter is
 *   ignored (all the order's trades, newest first).
 */
export function validateTradesQuery(input: QueryInput, ctx: QueryContext): QueryResult<TradesQuery> {
  const params = readParams(input);
  const issues = new IssueBag();
  const orderId = scalar(params, 'orderId', issues);
  if (orderId !== undefined && ctx.tradesOrderId === 'ignore') {
    return { ok: true, value: { pairSymbol: [], orderId, window: {}, page: PAGE_DEFAULT, pageSize: TRADES_PAGE_SIZE.max, order: 'DESC' } };
  }

  if (orderId !== undefined && (ctx.tradesOrderId ?? 'exclusive') === 'exclusive') {
    for (const key of TRADES_PARAMETERS) {
      if (key !== 'orderId' && params.has(key)) issues.add('not-with-order-id', key, NOT_WITH_ORDER_ID);
    }
    if (!issues.empty) return issues.invalid();
    return {
      ok: true,
      value: { pairSymbol: [], orderId, window: {}, page: PAGE_DEFAULT, pageSize: TRADES_PAGE_SIZE.default, order: 'DESC' },
    };
  }

  const pairSymbol = list(params, 'pairSymbol');
  if (pairSymbol.length === 0) issues.add('required', 'pairSymbol', PAIR_SYMBOL_REQUIRED);
  if (pairSymbol.some((symbol) => !pairExists(ctx.pairs, symbol))) issues.add('unknown-pair', 'pairSymbol', PAIR_SYMBOL_MUST_EXIST);

  const side = enumScalar(params, 'side', issues, TRADE_SIDES, ctx.enumCase);
  const before = dateTime(params, 'createdAtBefore', issues);
  const after = dateTime(params, 'createdAtAfter', issues);
  const createdAtText = scalar(params, 'createdAt', issues);
  const createdAt = dateTimeValue('createdAt', createdAtText, issues);
  if (before === undefined && !issues.has('createdAtBefore') && createdAt === undefined && !issues.has('createdAt')) {
    issues.add('required-either', 'createdAtBefore', CREATED_AT_OR_CREATED_AT_BEFORE_REQUIRED);
    issues.add('required-either', 'createdAt', CREATED_AT_OR_CREATED_AT_BEFORE_REQUIRED);
  }

  const page = integer(params, 'page', issues, 1, MAX_INT, PAGE_DEFAULT);
  const pageSize = integer(params, 'pageSize', issues, TRADES_PAGE_SIZE.min, TRADES_PAGE_SIZE.max, TRADES_PAGE_SIZE.default);
  const order = sortOrder(params, 'order', issues);

  if (!issues.empty) return issues.invalid();
  const window = before !== undefined ? windowFor(before, after, ctx) : after !== undefined ? { after } : {};
  const value: TradesQuery = { pairSymbol: [...new Set(pairSymbol)], window, page, pageSize, order };
  if (orderId !== undefined) value.orderId = orderId;
  if (side !== undefined) value.side = side;
  if (createdAt !== undefined) {
    value.createdAt = createdAt;
    value.createdAtIsDate = BARE_DATE.test(createdAtText!);
  }
  return { ok: true, value };
}

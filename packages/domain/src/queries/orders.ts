// GET /v1/orders query rules.
import { enumValue, LISTABLE_ORDER_STATUSES, ORDER_TYPES } from '../enums.js';
import { dateTime, enumList, integer, IssueBag, MAX_INT, PAGE_DEFAULT, pairExists, readParams, scalar, sortOrder } from './params.js';
import type { OrdersQuery, QueryContext, QueryInput, QueryResult } from './types.js';
import { windowFor } from './window-input.js';

/** "When both orderIdAfter and createdAtBefore are missing, then errors holds a message on each". */
export const ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED = 'OrderIdAfter or CreatedAtBefore is required.';
export const PAIR_SYMBOL_REQUIRED = 'The PairSymbol field is required.';
export const PAIR_SYMBOL_MUST_EXIST = 'PairSymbol must exist.';
export const CANCELED_NOT_LISTABLE = 'Status Canceled cannot be listed; the accepted values are Untouched, Partial, Closed.';

const CANCELED = ['Canceled'] as const;

/** The GET /v1/orders parameters, exactly as written ("Names are case-sensitive as written"). */
export const ORDERS_PARAMETERS = /* @__PURE__ */ Object.freeze([
  'pairSymbol',
  'orderIdAfter',
  'type',
  'status',
  'createdAtBefore',
  'createdAtAfter',
  'page',
  'pageSize',
  'order',
] as const);

/** Orders "pageSize: 1 to 50, default 50". */
export const ORDERS_PAGE_SIZE = /* @__PURE__ */ Object.freeze({ min: 1, max: 50, default: 50 } as const);

/**
 * Validates and normalizes a GET /v1/orders query, reporting every error at once.
 *
 * - `pairSymbol` "yes ... must be an existing pair": missing or empty → "The PairSymbol field is
 *   required."; not in `ctx.pairs` → "PairSymbol must exist.".
 * - `orderIdAfter` "required if createdAtBefore is not set" and vice versa: both missing → the
 *   message "OrderIdAfter or CreatedAtBefore is required." on each of the two keys.
 * - `type` (Buy, Sell) and `status` (Untouched, Partial, Closed) are STRING[], matched per
 *   `ctx.enumCase` (default exact); "Canceled is rejected with a validation error" (on `status`), in
 *   every letter case the other statuses are accepted in.
 * - `createdAtBefore`/`createdAtAfter`: DATETIME read by `parseDateTimeInput`; the window is
 *   half-open (`after < createdAt <= before`), defaults to and is clamped to 90 days, anchored per
 *   `ctx.windowAnchor`. `createdAtAfter >= createdAtBefore` is not an error: the window is empty.
 *   `createdAtAfter` without `createdAtBefore` (only possible with orderIdAfter) is a plain lower
 *   bound, not clamped: the spec defines the 90 days from createdAtBefore.
 * - `page` ≥ 1, default 1; `pageSize` 1..50, default 50: plain decimal integers only.
 * - `order`: ASC or DESC, case-insensitive ("default Desc"), normalized to upper case.
 * - A scalar parameter sent more than once is an error on its key; an empty value counts as not
 *   sent; unknown parameters are ignored.
 * - `orderedBy`: "when set [orderIdAfter], the response is ordered by id, otherwise by createdAt".
 */
export function validateOrdersQuery(input: QueryInput, ctx: QueryContext): QueryResult<OrdersQuery> {
  const params = readParams(input);
  const issues = new IssueBag();

  const pairSymbol = scalar(params, 'pairSymbol', issues);
  if (!issues.has('pairSymbol')) {
    if (pairSymbol === undefined) issues.add('required', 'pairSymbol', PAIR_SYMBOL_REQUIRED);
    else if (!pairExists(ctx.pairs, pairSymbol)) issues.add('unknown-pair', 'pairSymbol', PAIR_SYMBOL_MUST_EXIST);
  }

  const orderIdAfter = scalar(params, 'orderIdAfter', issues);
  const before = dateTime(params, 'createdAtBefore', issues);
  const after = dateTime(params, 'createdAtAfter', issues);
  // A key with an error of its own (sent twice, unreadable) was sent: no "required" on top of it.
  if (orderIdAfter === undefined && !issues.has('orderIdAfter') && before === undefined && !issues.has('createdAtBefore')) {
    issues.add('required-either', 'orderIdAfter', ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED);
    issues.add('required-either', 'createdAtBefore', ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED);
  }

  const type = enumList(params, 'type', issues, ORDER_TYPES, ctx.enumCase);
  // Canceled is refused in every spelling the other statuses are accepted in.
  const status = enumList(params, 'status', issues, LISTABLE_ORDER_STATUSES, ctx.enumCase, (value) =>
    enumValue(value, CANCELED, ctx.enumCase) ? { code: 'not-listable', message: CANCELED_NOT_LISTABLE } : undefined,
  );
  const page = integer(params, 'page', issues, 1, MAX_INT, PAGE_DEFAULT);
  const pageSize = integer(params, 'pageSize', issues, ORDERS_PAGE_SIZE.min, ORDERS_PAGE_SIZE.max, ORDERS_PAGE_SIZE.default);
  const order = sortOrder(params, 'order', issues);

  if (!issues.empty) return issues.invalid();
  const value: OrdersQuery = {
    pairSymbol: pairSymbol!,
    type,
    status: status.length > 0 ? status : [...LISTABLE_ORDER_STATUSES],
    window: before !== undefined ? windowFor(before, after, ctx) : after !== undefined ? { after } : {},
    page,
    pageSize,
    order,
    orderedBy: orderIdAfter !== undefined ? 'id' : 'createdAt',
  };
  if (orderIdAfter !== undefined) value.orderIdAfter = orderIdAfter;
  return { ok: true, value };
}

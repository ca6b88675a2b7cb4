// Enumerations, in the spec's own words ("States and transitions", resource tables, endpoint rules).
// Frozen: a list the rules read stays the spec's for the whole process.

/** Order: "Untouched, Partial, Closed, Canceled". */
export const ORDER_STATUSES = /* @__PURE__ */ Object.freeze(['Untouched', 'Partial', 'Closed', 'Canceled'] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /v1/orders: "The list accepts only Untouched, Partial and Closed as status filters." */
export const LISTABLE_ORDER_STATUSES = /* @__PURE__ */ Object.freeze(['Untouched', 'Partial', 'Closed'] as const);
export type ListableOrderStatus = (typeof LISTABLE_ORDER_STATUSES)[number];

/** Order.method: "Limit or Market". */
export const ORDER_METHODS = /* @__PURE__ */ Object.freeze(['Limit', 'Market'] as const);
export type OrderMethod = (typeof ORDER_METHODS)[number];

/** Order.type: "Buy or Sell". */
export const ORDER_TYPES = /* @__PURE__ */ Object.freeze(['Buy', 'Sell'] as const);
export type OrderType = (typeof ORDER_TYPES)[number];

/** Trade.side: "Buy or Sell". Its own list, as each field's is: the spec lists Trade.side apart from Order.type. */
export const TRADE_SIDES = /* @__PURE__ */ Object.freeze(['Buy', 'Sell'] as const);
export type TradeSide = (typeof TRADE_SIDES)[number];

/** Trade.feeType: "Maker or Taker". */
export const FEE_TYPES = /* @__PURE__ */ Object.freeze(['Maker', 'Taker'] as const);
export type FeeType = (typeof FEE_TYPES)[number];

/** Crypto withdrawal: "Pending, Confirmed, Delivered, Failed". */
export const WITHDRAWAL_STATUSES = /* @__PURE__ */ Object.freeze(['Pending', 'Confirmed', 'Delivered', 'Failed'] as const);
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `order` / `orderBy`: "ASC or DESC, default Desc". */
export const SORT_ORDERS = /* @__PURE__ */ Object.freeze(['ASC', 'DESC'] as const);
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * How a query's enum VALUES meet their allowed words (the spec is silent on their letter case; only
 * parameter names are "case-sensitive as written"): `exact`, or `insensitive` (`buy` reads as Buy).
 */
export type EnumCase = 'exact' | 'insensitive';

/** The allowed word `value` names under `enumCase` (default exact), or undefined. */
export function enumValue<T extends string>(value: string, allowed: readonly T[], enumCase: EnumCase = 'exact'): T | undefined {
  if (enumCase === 'exact') return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const lower = value.toLowerCase();
  return allowed.find((word) => word.toLowerCase() === lower);
}

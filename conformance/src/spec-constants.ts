// The spec's limits and listed values, each typed once in the suite. Deliberately not imported from
// @tarc/domain: the suite must not share a mistake with the reference server it tests. Every check,
// support module and the runner's discovery read them from here (a test greps for strays).

/** "| pageSize range | orders | 1 to 50, default 50 |" */
export const ORDERS_PAGE_SIZE = { min: 1, max: 50, default: 50 } as const;
/** "| pageSize range | trades | 1 to 1000, default 50 |" */
export const TRADES_PAGE_SIZE = { min: 1, max: 1000, default: 50 } as const;
/** "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" */
export const TRANSFERS_PAGE_SIZE = { min: 1, max: 1000, default: 100 } as const;
/** "| page default | all paged endpoints | 1 |" */
export const PAGE_DEFAULT = 1;
/** "| maximum date range | orders, trades | 90 days; a larger range is replaced by 90 days |" */
export const MAX_RANGE_DAYS = 90;
/** "| default date range | orders, trades | last 90 days when createdAtAfter is omitted and createdAtBefore is set |" */
export const DEFAULT_RANGE_DAYS = 90;
/** Fee level: "levels 1 to 8 are listed". */
export const FEE_LEVELS = { first: 1, last: 8 } as const;
/** "The list accepts only Untouched, Partial and Closed as status filters." */
export const LISTABLE_ORDER_STATUSES = ['Untouched', 'Partial', 'Closed'] as const;
/** "| status | string | Untouched, Partial, Closed, Canceled |" */
export const ORDER_STATUSES = [...LISTABLE_ORDER_STATUSES, 'Canceled'] as const;

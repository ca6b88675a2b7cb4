// Where a check lives, from its id alone: `area.name` is `packages/conformance/src/checks/area/name.ts`, its
// table test `name.test.ts` beside it. A rule both transfer lists share is one file named by the rule,
// holding both checks with their ids written out: `crypto-transfers.<withdrawals|deposits>-<rule>` is
// `crypto-transfers/<rule>.ts` (one file, one test, for both endpoints). A rule orders and trades
// share is one file in `orders-and-trades/` holding both checks: `orders.<rule>` and `trades.<rule>`
// (and the checks of a rule family, e.g. window-max-range and window-default in `window-bounds.ts`).
// The rule every list shares (orders, trades, withdrawals, deposits) is `lists/query-modes.ts`.

/** Repo-relative paths (also relative to the package root, with `packages/conformance/` dropped). */
export interface CheckFiles {
  /** The file holding the check's id, requirements, codes with their meaning, and logic. */
  file: string;
  /** Its table test, beside it. */
  test: string;
}

const ROOT = 'packages/conformance/src/checks';
/** The rules both transfer lists share, each the name of its file in `crypto-transfers/`. */
const SHARED_TRANSFER_RULES: ReadonlySet<string> = new Set([
  'schema',
  'window',
  'dates-required',
  'order-by',
  'page-size',
  'page-size-default-with-symbol',
  'paging',
  'page-size-range',
  'symbol-filter',
  'property',
]);
const SHARED_RULE = /^crypto-transfers\.(?:withdrawals|deposits)-(.+)$/;
/** The rules orders and trades share: check name (after `orders.` or `trades.`) → its file in `orders-and-trades/`. */
const ORDERS_AND_TRADES_RULES: ReadonlyMap<string, string> = new Map([
  ['created-at-after-exclusive', 'created-at-after-exclusive'],
  ['created-at-before-inclusive', 'created-at-before-inclusive'],
  ['created-at-ordering', 'created-at-ordering'],
  ['one-equals-list', 'one-equals-list'],
  ['page-default', 'page-default'],
  ['page-size-default', 'page-size-default'],
  ['page-size-default-by-created-at', 'page-size-default'],
  ['page-size-default-by-order-id-after', 'page-size-default'],
  ['paging', 'paging'],
  ['side-filter', 'value-filters'],
  ['status-filter', 'value-filters'],
  ['type-filter', 'value-filters'],
  ['window-anchor', 'window-anchor'],
  ['window-default', 'window-bounds'],
  ['window-max-range', 'window-bounds'],
]);

/** The files of check `id` by the convention (a shared transfer rule's id names the rule's file). */
export function checkFiles(id: string): CheckFiles {
  const dot = id.indexOf('.');
  if (id.endsWith('query-modes')) return { file: `${ROOT}/lists/query-modes.ts`, test: `${ROOT}/lists/query-modes.test.ts` };
  const shared = ['orders', 'trades'].includes(id.slice(0, dot)) ? ORDERS_AND_TRADES_RULES.get(id.slice(dot + 1)) : undefined;
  if (shared !== undefined) return { file: `${ROOT}/orders-and-trades/${shared}.ts`, test: `${ROOT}/orders-and-trades/${shared}.test.ts` };
  const rule = SHARED_RULE.exec(id)?.[1];
  const [area, name] = [id.slice(0, dot), rule !== undefined && SHARED_TRANSFER_RULES.has(rule) ? rule : id.slice(dot + 1)];
  return { file: `${ROOT}/${area}/${name}.ts`, test: `${ROOT}/${area}/${name}.test.ts` };
}

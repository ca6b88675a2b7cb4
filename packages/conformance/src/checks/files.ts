// Where a check lives, from its id alone: `area.name` is `packages/conformance/src/checks/area/name.ts`,
// its table test `name.test.ts` beside it. A rule several checks share is one file named by the rule,
// holding its logic and those checks with their ids written out, its test beside it: both transfer
// lists' in `crypto-transfers/<rule>.ts`, orders' and trades' in `orders-and-trades/<rule>.ts`, every
// list's query modes in `lists/query-modes.ts`, every operation's fuzzing in `fuzz/hostile-input.ts`,
// and an area's pairs (`isolation/by-id.ts`). Those checks are listed below, each id written out.

/** Repo-relative paths (also relative to the package root, with `packages/conformance/` dropped). */
export interface CheckFiles {
  /** The file holding the check's id, requirements, codes with their meaning, and logic. */
  file: string;
  /** Its table test, beside it. */
  test: string;
}

const ROOT = 'packages/conformance/src/checks';

/** The checks in a rule's file shared with other checks: id → that file under `checks/`, without `.ts`. */
const RULE_FILES: Readonly<Record<string, string>> = {
  'crypto-transfers.deposits-dates-required': 'crypto-transfers/dates-required',
  'crypto-transfers.withdrawals-dates-required': 'crypto-transfers/dates-required',
  'crypto-transfers.deposits-order-by': 'crypto-transfers/order-by',
  'crypto-transfers.withdrawals-order-by': 'crypto-transfers/order-by',
  'crypto-transfers.deposits-page-size': 'crypto-transfers/page-size',
  'crypto-transfers.withdrawals-page-size': 'crypto-transfers/page-size',
  'crypto-transfers.deposits-page-size-default-with-symbol': 'crypto-transfers/page-size-default-with-symbol',
  'crypto-transfers.withdrawals-page-size-default-with-symbol': 'crypto-transfers/page-size-default-with-symbol',
  'crypto-transfers.deposits-page-size-range': 'crypto-transfers/page-size-range',
  'crypto-transfers.withdrawals-page-size-range': 'crypto-transfers/page-size-range',
  'crypto-transfers.deposits-paging': 'crypto-transfers/paging',
  'crypto-transfers.withdrawals-paging': 'crypto-transfers/paging',
  'crypto-transfers.deposits-property': 'crypto-transfers/property',
  'crypto-transfers.withdrawals-property': 'crypto-transfers/property',
  'crypto-transfers.deposits-schema': 'crypto-transfers/schema',
  'crypto-transfers.withdrawals-schema': 'crypto-transfers/schema',
  'crypto-transfers.deposits-symbol-filter': 'crypto-transfers/symbol-filter',
  'crypto-transfers.withdrawals-symbol-filter': 'crypto-transfers/symbol-filter',
  'crypto-transfers.deposits-window': 'crypto-transfers/window',
  'crypto-transfers.withdrawals-window': 'crypto-transfers/window',
  'errors.order-not-found': 'errors/not-found',
  'errors.trade-not-found': 'errors/not-found',
  'fuzz.account-wallets': 'fuzz/hostile-input',
  'fuzz.broker-pairs': 'fuzz/hostile-input',
  'fuzz.crypto-assets': 'fuzz/hostile-input',
  'fuzz.crypto-deposits': 'fuzz/hostile-input',
  'fuzz.crypto-network-families': 'fuzz/hostile-input',
  'fuzz.crypto-withdrawals': 'fuzz/hostile-input',
  'fuzz.fee-levels': 'fuzz/hostile-input',
  'fuzz.order-by-id': 'fuzz/hostile-input',
  'fuzz.orders': 'fuzz/hostile-input',
  'fuzz.trade-by-id': 'fuzz/hostile-input',
  'fuzz.trades': 'fuzz/hostile-input',
  'integrity.deposit-asset-id': 'integrity/asset-id',
  'integrity.withdrawal-asset-id': 'integrity/asset-id',
  'isolation.order-by-id': 'isolation/by-id',
  'isolation.trade-by-id': 'isolation/by-id',
  'crypto-transfers.deposits-query-modes': 'lists/query-modes',
  'crypto-transfers.withdrawals-query-modes': 'lists/query-modes',
  'orders.query-modes': 'lists/query-modes',
  'trades.query-modes': 'lists/query-modes',
  'orders.created-at-after-exclusive': 'orders-and-trades/created-at-after-exclusive',
  'trades.created-at-after-exclusive': 'orders-and-trades/created-at-after-exclusive',
  'orders.created-at-before-inclusive': 'orders-and-trades/created-at-before-inclusive',
  'trades.created-at-before-inclusive': 'orders-and-trades/created-at-before-inclusive',
  'orders.created-at-ordering': 'orders-and-trades/created-at-ordering',
  'trades.created-at-ordering': 'orders-and-trades/created-at-ordering',
  'orders.one-equals-list': 'orders-and-trades/one-equals-list',
  'trades.one-equals-list': 'orders-and-trades/one-equals-list',
  'orders.page-default': 'orders-and-trades/page-default',
  'trades.page-default': 'orders-and-trades/page-default',
  'orders.page-size-default': 'orders-and-trades/page-size-default',
  'orders.page-size-default-by-order-id-after': 'orders-and-trades/page-size-default',
  'trades.page-size-default': 'orders-and-trades/page-size-default',
  'trades.page-size-default-by-created-at': 'orders-and-trades/page-size-default',
  'orders.paging': 'orders-and-trades/paging',
  'trades.paging': 'orders-and-trades/paging',
  'orders.status-filter': 'orders-and-trades/value-filters',
  'orders.type-filter': 'orders-and-trades/value-filters',
  'trades.side-filter': 'orders-and-trades/value-filters',
  'orders.window-anchor': 'orders-and-trades/window-anchor',
  'trades.window-anchor': 'orders-and-trades/window-anchor',
  'orders.window-default': 'orders-and-trades/window-bounds',
  'orders.window-max-range': 'orders-and-trades/window-bounds',
  'trades.window-default': 'orders-and-trades/window-bounds',
  'trades.window-max-range': 'orders-and-trades/window-bounds',
};

/** The files of check `id`: its rule's file, or `area/name.ts` for `area.name`. */
export function checkFiles(id: string): CheckFiles {
  const file = RULE_FILES[id] ?? id.replace('.', '/');
  return { file: `${ROOT}/${file}.ts`, test: `${ROOT}/${file}.test.ts` };
}

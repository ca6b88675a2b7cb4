// Which of the spec's eleven operations a request is, from its method and its path under the base URL.
import type { ResourceKind } from '@tarc/domain';

export type OperationName =
  | 'orders'
  | 'order'
  | 'trades'
  | 'trade'
  | 'accountWallets'
  | 'cryptoWithdrawals'
  | 'cryptoDeposits'
  | 'brokerPairs'
  | 'cryptoAssets'
  | 'cryptoNetworkFamilies'
  | 'feeLevels';

export interface Operation {
  name: OperationName;
  /** The resource kind its 200 body carries (a list of them, or one for a lookup). */
  kind: ResourceKind;
  /** True for the two lookups by id (`/v1/orders/{id}`, `/v1/trades/{id}`). */
  lookup: boolean;
  /** The path parameter of a lookup, percent-decoded. */
  id?: string;
}

const LISTS: Readonly<Record<string, { name: OperationName; kind: ResourceKind }>> = {
  orders: { name: 'orders', kind: 'order' },
  trades: { name: 'trades', kind: 'trade' },
  'account-wallets': { name: 'accountWallets', kind: 'accountWallet' },
  'crypto-withdrawals': { name: 'cryptoWithdrawals', kind: 'cryptoWithdrawal' },
  'crypto-deposits': { name: 'cryptoDeposits', kind: 'cryptoDeposit' },
  'broker-pairs': { name: 'brokerPairs', kind: 'brokerPair' },
  'crypto-assets': { name: 'cryptoAssets', kind: 'cryptoAsset' },
  'crypto-network-families': { name: 'cryptoNetworkFamilies', kind: 'cryptoNetworkFamily' },
  'fee-levels': { name: 'feeLevels', kind: 'feeLevel' },
};

/** "The order, single-order, trade, single-trade and account-wallet endpoints take these request headers" */
export const AUTHENTICATED: ReadonlySet<OperationName> = new Set(['orders', 'order', 'trades', 'trade', 'accountWallets']);

/**
 * The operation of `GET {base}/v1/…`, or undefined for anything the spec does not define (another
 * method, another path): such exchanges are forwarded and not judged. `path` excludes the query and
 * the target's own base path.
 */
export function operationOf(method: string, path: string): Operation | undefined {
  if (method !== 'GET') return undefined;
  return matchOperation(path, (segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return undefined;
    }
  });
}

/**
 * The operation of a request the run built, from the path it passed to the client (under the base
 * URL): a lookup's id may be written as is, so a `%` that decodes to nothing is the id itself.
 */
export function operationOfRequest(path: string): Operation | undefined {
  return matchOperation(path, (segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

function matchOperation(path: string, idOf: (segment: string) => string | undefined): Operation | undefined {
  const m = /^\/v1\/([a-z-]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!m) return undefined;
  const list = LISTS[m[1]!];
  if (!list) return undefined;
  if (m[2] === undefined) return { ...list, lookup: false };
  if (list.name !== 'orders' && list.name !== 'trades') return undefined;
  const id = idOf(m[2]);
  if (id === undefined) return undefined;
  return { name: list.name === 'orders' ? 'order' : 'trade', kind: list.kind, lookup: true, id };
}

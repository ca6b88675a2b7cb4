// The property tests' oracle: a naive reading of a normalized query (not of the server's selection)
// over the plain model's records, what a page walk of either engine must add up to. Query rules come
// from @tarc/domain, as for the server.
import {
  compareIds,
  parseTimestamp,
  type CryptoDeposit,
  type CryptoWithdrawal,
  type DateWindow,
  type IdOrdering,
  type Instant,
  type Order,
  type OrdersQuery,
  type Trade,
  type TradesQuery,
  type CryptoTransfersQuery,
} from '@tarc/domain';
import type { Dataset } from './data/dataset.js';
import { buildModel } from './model/model.js';
import { depositRecord, withdrawalRecord } from './model/records.js';
import type { ReferenceProfile } from './types.js';

export interface ModelData {
  orders: Order[];
  trades: Trade[];
  withdrawals: CryptoWithdrawal[];
  deposits: CryptoDeposit[];
}

export function modelData(ds: Dataset, profile: ReferenceProfile): ModelData {
  const model = buildModel(ds, profile);
  return {
    orders: model.orders.map((order) => order.record()),
    trades: model.trades.map((trade) => trade.record()),
    withdrawals: ds.transfers.withdrawals.map((row) => withdrawalRecord(ds, row, profile)),
    deposits: ds.transfers.deposits.map((row) => depositRecord(ds, row, profile)),
  };
}

function instant(text: string): Instant {
  const value = parseTimestamp(text);
  if (value === undefined) throw new Error(`not a timestamp: ${text}`);
  return `${value}` as Instant;
}

/** Half-open: "created after" (exclusive), "on or before" (inclusive). */
function inWindow(createdAt: string, window: Partial<DateWindow> | undefined): boolean {
  const at = instant(createdAt);
  return (window?.after === undefined || at > window.after) && (window?.before === undefined || at <= window.before);
}

export type Sorted<T> = { records: T[]; key: (record: T) => string; compare: (a: string, b: string) => number };

function sortBy<T>(records: T[], key: (r: T) => string, compare: (a: string, b: string) => number, order: 'ASC' | 'DESC'): Sorted<T> {
  const sign = order === 'ASC' ? 1 : -1;
  const cmp = (a: string, b: string) => sign * compare(a, b);
  return { records: [...records].sort((a, b) => cmp(key(a), key(b))), key, compare: cmp };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const createdAtKey = (r: { createdAt: string }) => instant(r.createdAt);

export function modelOrders(data: ModelData, accountId: string, q: OrdersQuery, ordering: IdOrdering): Sorted<Order> {
  const window = q.window;
  const selected = data.orders.filter(
    (o) =>
      o.accountId === accountId &&
      o.pairSymbol === q.pairSymbol &&
      (q.status as string[]).includes(o.status) && // "Canceled orders never appear in the order list"
      (q.type.length === 0 || q.type.includes(o.type)) &&
      inWindow(o.createdAt, window) &&
      (q.orderIdAfter === undefined || compareIds(o.id, q.orderIdAfter, ordering) >= 0),
  );
  return q.orderedBy === 'id'
    ? sortBy(
        selected,
        (o) => o.id,
        (a, b) => compareIds(a, b, ordering),
        q.order,
      )
    : sortBy(selected, createdAtKey, byText, q.order);
}

export function modelTrades(data: ModelData, accountId: string, q: TradesQuery, reading: ReferenceProfile['tradesCreatedAt']): Sorted<Trade> {
  const window = q.window;
  const selected = data.trades.filter(
    (t) =>
      t.accountId === accountId &&
      (q.pairSymbol.length === 0 || q.pairSymbol.includes(t.pairSymbol)) &&
      (q.orderId === undefined || t.orderId === q.orderId) &&
      (q.side === undefined || t.side === q.side) &&
      inWindow(t.createdAt, window) &&
      (q.createdAt === undefined ||
        (reading === 'day' ? instant(t.createdAt).slice(0, 10) === q.createdAt.slice(0, 10) : instant(t.createdAt) === q.createdAt)),
  );
  return sortBy(selected, createdAtKey, byText, q.order);
}

export function modelTransfers<T extends CryptoWithdrawal | CryptoDeposit>(
  records: T[],
  accountId: string,
  assetIds: ReadonlySet<string> | undefined,
  q: CryptoTransfersQuery & { externalTransactionId?: string },
): Sorted<T> {
  const selected = records.filter(
    (r) =>
      r.accountId === accountId &&
      inWindow(r.createdAt, q.window) &&
      (assetIds === undefined || assetIds.has(r.assetId)) &&
      (q.externalTransactionId === undefined || (r as CryptoWithdrawal).externalTransactionId === q.externalTransactionId),
  );
  return sortBy(selected, createdAtKey, byText, q.orderBy);
}

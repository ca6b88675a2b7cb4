// The property tests' oracle: a naive reading of a normalized query (not of the server's selection)
// over records written here, what a page walk of either engine must add up to. The records are
// written from the seeded raw data (the dataset's columns and rows) by the spec's resource tables,
// not by the server's record builders (src/model/): a builder that writes a field wrong disagrees
// with the oracle (walk.ts compares each served record with the oracle's). Orders and trades carry
// the fields a query reads; a transfer, whose row holds its fields as served, carries them all.
// Query rules (normalization) come from @tarc/domain, as for the server.
import {
  compareIds,
  ORDER_STATUSES,
  ORDER_TYPES,
  parseTimestamp,
  type CryptoDeposit,
  type CryptoWithdrawal,
  type DateWindow,
  type IdOrdering,
  type Instant,
  type Order,
  type OrdersQuery,
  type Timestamp,
  type Trade,
  type TradesQuery,
  type CryptoTransfersQuery,
} from '@tarc/domain';
import type { Dataset } from '../../src/data/dataset.js';
import { PAIRS } from '../../src/data/pairs.js';
import type { ReferenceProfile } from '../../src/types.js';

/** An order's fields that the orders query reads (the spec's Order table). */
export type OracleOrder = Pick<Order, 'id' | 'accountId' | 'pairSymbol' | 'type' | 'status' | 'createdAt'>;
/** A trade's fields that the trades query reads (the spec's Trade table). */
export type OracleTrade = Pick<Trade, 'id' | 'orderId' | 'accountId' | 'pairSymbol' | 'side' | 'createdAt'>;
/** A deposit; its status only where the spec's own values are served (#8: "allowed values: not shown"). */
export type OracleDeposit = Omit<CryptoDeposit, 'status'> & { status?: string };

export interface ModelData {
  orders: OracleOrder[];
  trades: OracleTrade[];
  withdrawals: CryptoWithdrawal[];
  deposits: OracleDeposit[];
}

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits'>;

/**
 * An id in the profile's style (OPEN-POINTS #10, the reference server's README): the integer as is
 * (`varying`), 12 decimal digits (`fixed-width`), or `ord-`/`trd-` and 12 digits (`prefixed`).
 */
function idText(style: Style['idStyle'], prefix: 'ord' | 'trd', n: number): string {
  if (style === 'varying') return String(n);
  if (style === 'fixed-width') return String(10 ** 11 + n);
  return `${prefix}-${String(n).padStart(12, '0')}`;
}

/**
 * "ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits": the dataset's
 * times are 100 ns ticks after its timeline's origin (`originMs`).
 */
function datetime(ds: Dataset, ticks: number, style: Style): Timestamp {
  const ms = Math.floor(ticks / 10_000);
  const hundredNs = String(ticks - ms * 10_000).padStart(4, '0');
  const text = `${new Date(ds.timeline.originMs + ms).toISOString().slice(0, -1)}${hundredNs}`;
  return text.slice(0, text.length - (7 - style.timestampDigits)) as Timestamp;
}

function orders(ds: Dataset, style: Style): OracleOrder[] {
  const o = ds.orders;
  return Array.from({ length: o.count }, (_, p) => ({
    id: idText(style.idStyle, 'ord', o.id[p]!),
    accountId: ds.accounts[o.account[p]!]!.accountId,
    pairSymbol: PAIRS[o.pair[p]!]!.symbol,
    type: ORDER_TYPES[o.type[p]!]!,
    status: ORDER_STATUSES[o.status[p]!]!,
    createdAt: datetime(ds, o.createdAt[p]!, style),
  }));
}

/** A trade belongs to its order: its account, pair and side ("Buy or Sell") are the order's. */
function trades(ds: Dataset, style: Style): OracleTrade[] {
  const t = ds.trades,
    o = ds.orders;
  return Array.from({ length: t.count }, (_, k) => {
    const p = t.order[k]!;
    return {
      id: idText(style.idStyle, 'trd', t.id[k]!),
      orderId: idText(style.idStyle, 'ord', o.id[p]!),
      accountId: ds.accounts[o.account[p]!]!.accountId,
      pairSymbol: PAIRS[o.pair[p]!]!.symbol,
      side: ORDER_TYPES[o.type[p]!]!,
      createdAt: datetime(ds, t.createdAt[k]!, style),
    };
  });
}

function withdrawals(ds: Dataset, style: Style): CryptoWithdrawal[] {
  return ds.transfers.withdrawals.map((row) => ({
    id: row.id,
    accountId: ds.accounts[row.account]!.accountId,
    assetId: row.assetId,
    address: row.address,
    memoTag: row.memoTag,
    amount: row.amount,
    feeAmount: row.feeAmount,
    transactionHash: row.transactionHash,
    status: row.status,
    externalTransactionId: row.externalTransactionId,
    createdAt: datetime(ds, row.createdAt, style),
    updatedAt: datetime(ds, row.updatedAt, style),
    createdBy: row.createdBy,
  }));
}

/** "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy." */
function deposits(ds: Dataset, profile: Style & Pick<ReferenceProfile, 'depositStatuses'>): OracleDeposit[] {
  return ds.transfers.deposits.map((row) => ({
    id: row.id,
    accountId: ds.accounts[row.account]!.accountId,
    assetId: row.assetId,
    address: row.address,
    memoTag: row.memoTag,
    amount: row.amount,
    transactionHash: row.transactionHash,
    ...(profile.depositStatuses === 'default' ? { status: row.status } : {}),
    createdAt: datetime(ds, row.createdAt, profile),
  }));
}

export function modelData(ds: Dataset, profile: ReferenceProfile): ModelData {
  return { orders: orders(ds, profile), trades: trades(ds, profile), withdrawals: withdrawals(ds, profile), deposits: deposits(ds, profile) };
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

export function modelOrders(data: ModelData, accountId: string, q: OrdersQuery, ordering: IdOrdering): Sorted<OracleOrder> {
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

export function modelTrades(data: ModelData, accountId: string, q: TradesQuery, reading: ReferenceProfile['tradesCreatedAt']): Sorted<OracleTrade> {
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

export function modelTransfers<T extends CryptoWithdrawal | OracleDeposit>(
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

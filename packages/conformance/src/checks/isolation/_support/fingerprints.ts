// Isolation by fingerprints (issue 12): a record of one account is recognised by what it is (its kind
// and identifying fields: id, createdAt, references), not by the accountId it carries, so a server that
// relabels another account's record as the caller's is caught. Records the viewing account holds alike
// are no fingerprints: ids and references are not stated unique across accounts.
import { addDays, addMilliseconds, parseTimestamp } from '@tarc/domain';
import { objectsOf } from '#support/objects.js';
import { datetime } from '#support/query-datetimes.js';
import type { AccountData, CheckContext, Query } from '#types';
import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '#spec-constants';
import { encodeSegment } from '#support/encode-segment.js';

export type RecordKind = 'order' | 'trade' | 'wallet' | 'withdrawal' | 'deposit';
type Data = Record<string, unknown>;

/**
 * The fields that identify a record and do not change once it exists (a status, a fill, a balance
 * may): a leaked record shows them whatever account it claims. Neither accountId nor createdBy.
 */
const IDENTIFYING: Readonly<Record<RecordKind, readonly string[]>> = {
  order: ['id', 'createdAt', 'pairSymbol', 'type', 'externalOrderId'],
  trade: ['id', 'createdAt', 'orderId', 'pairSymbol', 'side'],
  wallet: ['id', 'currencySymbol'],
  withdrawal: ['id', 'createdAt', 'assetId', 'address', 'amount', 'externalTransactionId'],
  deposit: ['id', 'createdAt', 'assetId', 'address', 'amount'],
};

/** Fingerprints already taken, by kind and record: both directions read every record of both accounts. */
const taken: Readonly<Record<RecordKind, WeakMap<Data, string | undefined>>> = {
  order: new WeakMap(),
  trade: new WeakMap(),
  wallet: new WeakMap(),
  withdrawal: new WeakMap(),
  deposit: new WeakMap(),
};

/** What identifies a record across answers, or undefined when it carries too little to say. */
export function fingerprint(kind: RecordKind, record: Data): string | undefined {
  const memo = taken[kind];
  if (memo.has(record)) return memo.get(record);
  let print: string | undefined;
  if (hasFingerprint(kind, record)) {
    print = `${kind} ${JSON.stringify(IDENTIFYING[kind].map((field) => record[field] ?? null))}`;
  }
  memo.set(record, print);
  return print;
}

function recordsOf(data: AccountData): [RecordKind, Data[]][] {
  return [
    ['order', objectsOf([...(data.orders?.values() ?? [])].flat())],
    ['trade', objectsOf(data.trades)],
    ['wallet', objectsOf(data.wallets)],
    ['withdrawal', objectsOf(data.withdrawals)],
    ['deposit', objectsOf(data.deposits)],
  ];
}

/** Whether `fingerprint(kind, record)` is defined, without building it. */
function hasFingerprint(kind: RecordKind, record: Data): boolean {
  return (typeof record.id === 'string' || typeof record.id === 'number') && (kind === 'wallet' || typeof record.createdAt === 'string');
}

/**
 * The owner's records that carry a fingerprint, by kind and id: whether an answered record is one of
 * them. Equal fingerprints have equal kinds and ids (`id` comes first in every kind's list), and a
 * Map tells the id 7 from "7" as JSON does, so only records that share a kind and an id are
 * fingerprinted and compared (in a default run, none).
 */
export class OwnerPrints {
  readonly #byKind = new Map<RecordKind, Map<unknown, Data[]>>();

  add(kind: RecordKind, record: Data): void {
    if (!hasFingerprint(kind, record)) return;
    let byId = this.#byKind.get(kind);
    if (!byId) this.#byKind.set(kind, (byId = new Map()));
    const same = byId.get(record.id);
    if (same) same.push(record);
    else byId.set(record.id, [record]);
  }

  /** True when `record`, read as `kind`, has the fingerprint of one of the owner's records. */
  has(kind: RecordKind, record: Data): boolean {
    const same = this.#byKind.get(kind)?.get(record.id);
    if (!same) return false;
    const print = fingerprint(kind, record);
    return print !== undefined && same.some((owned) => fingerprint(kind, owned) === print);
  }

  /** One record per distinct fingerprint (for tests and messages). */
  values(): Data[] {
    const seen = new Map<string, Data>();
    for (const [kind, byId] of this.#byKind) for (const records of byId.values()) for (const record of records) seen.set(fingerprint(kind, record)!, record);
    return [...seen.values()];
  }
}

/**
 * The owner's records by fingerprint. A kind of which the viewer holds a record alike in every
 * identifying field (ids are not stated unique across accounts: wallets numbered per account, say)
 * gives no fingerprints at all: its records cannot be told apart by what they are. Fingerprints are
 * built only for records whose kind and id another record shares (most records share none).
 */
export function fingerprintsOf(owner: AccountData, viewer: AccountData): { prints: OwnerPrints; alike: Set<RecordKind> } {
  // A record without a fingerprint (no id, or no createdAt) identifies nothing: it neither makes a
  // kind alike nor is looked for.
  const viewerIds = new OwnerPrints();
  for (const [kind, records] of recordsOf(viewer)) for (const r of records) viewerIds.add(kind, r);
  const owned = recordsOf(owner);
  const alike = new Set<RecordKind>();
  for (const [kind, records] of owned) {
    if (records.some((r) => viewerIds.has(kind, r))) alike.add(kind);
  }
  const prints = new OwnerPrints();
  for (const [kind, records] of owned) {
    if (alike.has(kind)) continue;
    for (const record of records) prints.add(kind, record);
  }
  return { prints, alike };
}

/** One request aimed at the owner's record `target`, read as records of `kind`. */
export interface Probe {
  kind: RecordKind;
  path: string;
  query?: Query;
  /** When refused (4xx), the same aim in the other reading (trades by orderId, OPEN-POINTS #1). */
  fallback?: Query;
  target: Data;
}

const PER_KIND = 2;

/** A window of one day up to just after the record's createdAt, or undefined. */
function around(ctx: CheckContext, record: Data): { createdAtAfter: string; createdAtBefore: string } | undefined {
  const t = parseTimestamp(String(record.createdAt));
  if (t === undefined) return undefined;
  return { createdAtAfter: datetime(ctx, addDays(t, -1)), createdAtBefore: datetime(ctx, addMilliseconds(t, 1)) };
}

/** The crypto asset symbol of a transfer (by its assetId), for the `symbol` filter. */
function symbolOf(ctx: CheckContext, transfer: Data): string | undefined {
  const asset = ctx.discovery.cryptoAssets?.find((a) => a.id === transfer.assetId);
  return asset?.currencySymbol;
}

/**
 * Every path that takes an id or a reference, aimed at the owner's records: both lookups (Canceled
 * orders included when discovery found them), trades by orderId, withdrawals by
 * externalTransactionId, and each list with each filter that can single the record out.
 */
export function probesAt(ctx: CheckContext, owner: AccountData): Probe[] {
  const probes: Probe[] = [];
  const [orders, trades, wallets, withdrawals, deposits] = recordsOf(owner).map(([, records]) => records) as Data[][];
  const canceled = orders!.filter((o) => o.status === 'Canceled');
  for (const order of [...canceled.slice(0, 1), ...orders!.filter((o) => o.status !== 'Canceled').slice(0, PER_KIND)]) {
    probes.push({ kind: 'order', path: `/v1/orders/${encodeSegment(String(order.id))}`, target: order });
    const window = around(ctx, order);
    if (window && typeof order.pairSymbol === 'string') {
      probes.push({ kind: 'order', path: '/v1/orders', query: { pairSymbol: order.pairSymbol, ...window, pageSize: ORDERS_PAGE_SIZE.max }, target: order });
      probes.push({
        kind: 'order',
        path: '/v1/orders',
        query: { pairSymbol: order.pairSymbol, orderIdAfter: String(order.id), order: 'ASC', pageSize: ORDERS_PAGE_SIZE.max },
        target: order,
      });
    }
  }
  for (const trade of trades!.slice(0, PER_KIND)) {
    probes.push({ kind: 'trade', path: `/v1/trades/${encodeSegment(String(trade.id))}`, target: trade });
    const window = around(ctx, trade);
    if (typeof trade.orderId === 'string' || typeof trade.orderId === 'number') {
      const byOrder = { orderId: String(trade.orderId) };
      const fallback = window && typeof trade.pairSymbol === 'string' ? { ...byOrder, pairSymbol: [trade.pairSymbol], ...window } : undefined;
      probes.push({ kind: 'trade', path: '/v1/trades', query: byOrder, ...(fallback ? { fallback } : {}), target: trade });
    }
    if (window && typeof trade.pairSymbol === 'string') {
      probes.push({ kind: 'trade', path: '/v1/trades', query: { pairSymbol: [trade.pairSymbol], ...window, pageSize: TRADES_PAGE_SIZE.max }, target: trade });
      if (typeof trade.side === 'string') {
        probes.push({
          kind: 'trade',
          path: '/v1/trades',
          query: { pairSymbol: [trade.pairSymbol], side: trade.side, ...window, pageSize: TRADES_PAGE_SIZE.max },
          target: trade,
        });
      }
    }
  }
  for (const wallet of wallets!.slice(0, 1)) {
    if (typeof wallet.currencySymbol === 'string')
      probes.push({ kind: 'wallet', path: '/v1/account-wallets', query: { currencySymbol: wallet.currencySymbol }, target: wallet });
  }
  for (const withdrawal of withdrawals!.slice(0, PER_KIND)) {
    const window = around(ctx, withdrawal);
    if (!window) continue;
    if (typeof withdrawal.externalTransactionId === 'string') {
      probes.push({
        kind: 'withdrawal',
        path: '/v1/crypto-withdrawals',
        query: { ...window, externalTransactionId: withdrawal.externalTransactionId },
        target: withdrawal,
      });
    }
    const symbol = symbolOf(ctx, withdrawal);
    if (symbol !== undefined)
      probes.push({ kind: 'withdrawal', path: '/v1/crypto-withdrawals', query: { ...window, symbol, pageSize: TRANSFERS_PAGE_SIZE.max }, target: withdrawal });
  }
  for (const deposit of deposits!.slice(0, PER_KIND)) {
    const window = around(ctx, deposit);
    const symbol = symbolOf(ctx, deposit);
    if (window)
      probes.push({
        kind: 'deposit',
        path: '/v1/crypto-deposits',
        query: { ...window, ...(symbol ? { symbol } : {}), pageSize: TRANSFERS_PAGE_SIZE.max },
        target: deposit,
      });
  }
  return probes;
}

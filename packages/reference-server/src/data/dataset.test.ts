// The seeded data hold every case the suite's checks need (issue 3, "Seeded data").
import { addDays, compareIds, instantFromDate, validateResource } from '@tarc/domain';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRecord, tradeRecord } from '../model/records.js';
import { DEFAULT_PROFILE } from '../profile.js';
import { generateDataset, type Dataset } from './dataset.js';
import { PAIRS } from './pairs.js';
import { CRYPTO_ASSETS, FEE_LEVEL_RECORDS, NETWORK_FAMILIES } from './reference-data.js';

const NOW = new Date('2026-06-01T12:00:00Z');
let ds: Dataset;
beforeAll(() => {
  ds = generateDataset({ seed: 1, now: NOW, timestampDigits: 7 });
});

const orders = () => Array.from({ length: ds.orders.count }, (_, p) => orderRecord(ds, p, DEFAULT_PROFILE));
const trades = () => Array.from({ length: ds.trades.count }, (_, t) => tradeRecord(ds, t, DEFAULT_PROFILE));

describe('seeded data', () => {
  it('has at least two accounts with distinct credentials', () => {
    expect(ds.accounts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ds.accounts.map((a) => a.apiKey)).size).toBe(ds.accounts.length);
    expect(new Set(ds.accounts.map((a) => a.accountId)).size).toBe(ds.accounts.length);
  });

  it('has several pairs, one with no orders; one pair with > 50 orders in the last 90 days and many older', () => {
    const all = orders();
    expect(PAIRS.length).toBeGreaterThanOrEqual(4);
    expect(PAIRS.filter((pair) => !all.some((o) => o.pairSymbol === pair.symbol)).length).toBe(1);
    const cutoff = addDays(instantFromDate(NOW), -90);
    const own = all.filter((o) => o.accountId === ds.accounts[0]!.accountId && o.pairSymbol === 'BTCTRY');
    expect(own.filter((o) => o.createdAt > cutoff && o.status !== 'Canceled').length).toBeGreaterThan(50);
    expect(own.filter((o) => o.createdAt <= cutoff).length).toBeGreaterThan(100);
  });

  it('has a day with more than 50 trades of one pair of the first account (the busy minute), from 1000 orders on, with positions in createdAt order', () => {
    const busiestDay = (data: Dataset) => {
      const perDay = new Map<string, number>();
      for (let t = 0; t < data.trades.count; t++) {
        const trade = tradeRecord(data, t, DEFAULT_PROFILE);
        if (trade.pairSymbol !== 'BTCTRY' || data.orders.account[data.trades.order[t]!] !== 0) continue;
        perDay.set(trade.createdAt.slice(0, 10), (perDay.get(trade.createdAt.slice(0, 10)) ?? 0) + 1);
      }
      return Math.max(0, ...perDay.values());
    };
    expect(busiestDay(ds)).toBeGreaterThan(50);
    expect(busiestDay(generateDataset({ seed: 7, orders: 1000, now: NOW, timestampDigits: 6 }))).toBeGreaterThan(50);
    expect(busiestDay(generateDataset({ seed: 1, orders: 200, now: NOW, timestampDigits: 7 }))).toBeLessThanOrEqual(50);
    for (let p = 1; p < ds.orders.count; p++) expect(ds.orders.createdAt[p]! >= ds.orders.createdAt[p - 1]!).toBe(true);
  });

  it('has every status, and Canceled orders partially filled with trades', () => {
    const all = orders();
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(['Untouched', 'Partial', 'Closed', 'Canceled']));
    const tradedOrders = new Set(trades().map((t) => t.orderId));
    expect(all.some((o) => o.status === 'Canceled' && tradedOrders.has(o.id))).toBe(true);
  });

  it('has ids of varying length, some out of createdAt order, and equal createdAt values', () => {
    const all = orders();
    expect(new Set(all.map((o) => o.id.length)).size).toBeGreaterThan(5);
    const group = all.filter((o) => o.accountId === ds.accounts[0]!.accountId && o.pairSymbol === 'BTCTRY');
    const outOfOrder = group.some((o, i) => i > 0 && o.createdAt > group[i - 1]!.createdAt && compareIds(o.id, group[i - 1]!.id, 'numeric') < 0);
    expect(outOfOrder).toBe(true);
    expect(new Set(all.map((o) => o.createdAt)).size).toBeLessThan(all.length);
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
  });

  it('keeps amounts consistent: matched + current = initial, totals = amount × price', () => {
    for (const o of orders()) {
      expect(new Decimal(o.matchedAmount).plus(o.currentAmount).eq(o.initialAmount)).toBe(true);
      expect(new Decimal(o.initialAmount).times(o.price).eq(o.initialTotal)).toBe(true);
      expect(new Decimal(o.matchedAmount).times(o.price).eq(o.matchedTotal)).toBe(true);
      expect(new Decimal(o.currentAmount).times(o.price).eq(o.currentTotal)).toBe(true);
    }
  });

  it('writes trades of both sides with the sign rule, summing to their order matched amount', () => {
    const all = trades();
    expect(new Set(all.map((t) => t.side))).toEqual(new Set(['Buy', 'Sell']));
    const matched = new Map<string, Decimal>();
    for (const t of all) {
      const negative = t.side === 'Buy';
      for (const field of ['denominatorAmount', 'feeAmount', 'taxAmount'] as const) {
        expect(new Decimal(t[field]).isNegative(), `${t.id} ${field}`).toBe(negative);
      }
      expect(new Decimal(t.amount).times(t.price).abs().eq(new Decimal(t.denominatorAmount).abs())).toBe(true);
      matched.set(t.orderId, (matched.get(t.orderId) ?? new Decimal(0)).plus(t.amount));
    }
    for (const o of orders()) {
      if (matched.has(o.id)) expect(matched.get(o.id)!.eq(o.matchedAmount)).toBe(true);
      else expect(new Decimal(o.matchedAmount).isZero()).toBe(true);
    }
  });

  it('validates every record against the domain schemas and record rules', () => {
    for (const o of orders()) expect(validateResource('order', o).findings).toEqual([]);
    for (const t of trades()) expect(validateResource('trade', t).findings).toEqual([]);
    for (const a of CRYPTO_ASSETS) expect(validateResource('cryptoAsset', a).findings).toEqual([]);
    for (const f of NETWORK_FAMILIES) expect(validateResource('cryptoNetworkFamily', f).findings).toEqual([]);
    for (const l of FEE_LEVEL_RECORDS) expect(validateResource('feeLevel', l).findings).toEqual([]);
  });

  it('has withdrawals in all four states, deposits, and wallets per account', () => {
    for (let account = 0; account < ds.accounts.length; account++) {
      const own = ds.transfers.withdrawals.filter((w) => w.account === account);
      expect(new Set(own.map((w) => w.status))).toEqual(new Set(['Pending', 'Confirmed', 'Delivered', 'Failed']));
      expect(ds.transfers.deposits.some((d) => d.account === account)).toBe(true);
      expect(ds.transfers.wallets.some((w) => w.account === account)).toBe(true);
    }
  });

  it('has assets of different scales, one with a memo tag, and a disabled network', () => {
    expect(new Set(CRYPTO_ASSETS.map((a) => a.maxAmountScale)).size).toBeGreaterThan(1);
    expect(CRYPTO_ASSETS.some((a) => a.hasMemoTag && a.tagName !== null)).toBe(true);
    expect(NETWORK_FAMILIES.some((f) => f.cryptoNetworks.some((n) => !n.isEnabled))).toBe(true);
    expect(FEE_LEVEL_RECORDS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(FEE_LEVEL_RECORDS[0]!.makerFee).toBe('%0.1 (0.001)');
  });

  it('is deterministic per seed and differs between seeds', () => {
    const again = generateDataset({ seed: 1, now: NOW, timestampDigits: 7 });
    expect(orderRecord(again, 123, DEFAULT_PROFILE)).toEqual(orderRecord(ds, 123, DEFAULT_PROFILE));
    const other = generateDataset({ seed: 2, now: NOW, timestampDigits: 7 });
    expect(orderRecord(other, 123, DEFAULT_PROFILE)).not.toEqual(orderRecord(ds, 123, DEFAULT_PROFILE));
  });
});

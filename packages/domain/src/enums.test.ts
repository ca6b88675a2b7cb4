import { describe, expect, it } from 'vitest';
import { enumValue, LISTABLE_ORDER_STATUSES, ORDER_TYPES } from './enums.js';
import { validateOrdersQuery } from './queries/orders.js';
import { validateTradesQuery } from './queries/trades.js';

describe('enumValue', () => {
  it('exact (the default) takes only the word as written', () => {
    expect(enumValue('Buy', ORDER_TYPES)).toBe('Buy');
    expect(enumValue('buy', ORDER_TYPES)).toBeUndefined();
    expect(enumValue('buy', ORDER_TYPES, 'exact')).toBeUndefined();
  });

  it('insensitive names the allowed word in any letter case, and nothing else', () => {
    expect(enumValue('uNTOUCHED', LISTABLE_ORDER_STATUSES, 'insensitive')).toBe('Untouched');
    expect(enumValue('SELL', ORDER_TYPES, 'insensitive')).toBe('Sell');
    expect(enumValue('Buyer', ORDER_TYPES, 'insensitive')).toBeUndefined();
  });
});

describe('query enums per enumCase', () => {
  const ctx = { now: new Date('2026-06-01T00:00:00Z'), pairs: ['BTCTRY'] };
  const orders = { pairSymbol: 'BTCTRY', createdAtBefore: '2026-05-01' };

  it('insensitive normalizes type and status to the spec words', () => {
    const result = validateOrdersQuery({ ...orders, type: 'buy', status: ['closed', 'CLOSED', 'Partial'] }, { ...ctx, enumCase: 'insensitive' });
    expect(result.ok && result.value.type).toEqual(['Buy']);
    expect(result.ok && result.value.status).toEqual(['Closed', 'Partial']);
    const trades = validateTradesQuery({ ...orders, side: 'sell' }, { ...ctx, enumCase: 'insensitive' });
    expect(trades.ok && trades.value.side).toBe('Sell');
  });

  it.each(['exact', 'insensitive'] as const)('%s refuses Canceled in every spelling it accepts the other statuses in', (enumCase) => {
    for (const status of ['Canceled', 'canceled', 'CANCELED', 'cAnCeLeD']) {
      const result = validateOrdersQuery({ ...orders, status }, { ...ctx, enumCase });
      expect(result.ok, status).toBe(false);
      if (!result.ok) expect(Object.keys(result.problem.errors)).toEqual(['status']);
    }
  });

  it('exact refuses a lower-case value', () => {
    expect(validateOrdersQuery({ ...orders, type: 'buy' }, ctx).ok).toBe(false);
    expect(validateTradesQuery({ ...orders, side: 'sell' }, ctx).ok).toBe(false);
  });
});

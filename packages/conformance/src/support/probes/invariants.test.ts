import type { Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { outsideBounds, spansTooLong, strayValue } from './invariants.js';

const at = (text: string) => text as Instant;
const r = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({ id, createdAt, ...extra });

describe('list invariants', () => {
  it('keeps the half-open window: after < createdAt <= before', () => {
    const records = [r('1', '2026-01-02T00:00:00.0000000'), r('2', '2026-01-03T00:00:00.0000000')];
    expect(outsideBounds(records, at('2026-01-01T00:00:00.0000000'), at('2026-01-03T00:00:00.0000000'))).toBeUndefined();
    expect(outsideBounds(records, at('2026-01-02T00:00:00.0000000'), undefined)).toMatch(/^1 created at .* not after/);
    expect(outsideBounds(records, undefined, at('2026-01-02T23:59:59.9999999'))).toMatch(/^2 created at .* after createdAtBefore/);
  });

  it('finds a response spanning more than 90 days, not one of exactly 90', () => {
    expect(spansTooLong([r('1', '2026-01-01T00:00:00.0000000'), r('2', '2026-04-01T00:00:00.0000000')])).toBeUndefined();
    expect(spansTooLong([r('1', '2026-01-01T00:00:00.0000000'), r('2', '2026-04-01T00:00:00.0000001')])).toMatch(/spans 90\.00 days/);
  });

  it('names the first record whose field is not allowed', () => {
    const records = [r('1', '', { side: 'Buy' }), r('2', '', { side: 'buy' })];
    expect(strayValue(records, 'side', ['Buy', 'Sell'])).toBe('2 has side "buy", not one of Buy, Sell');
    expect(strayValue(records.slice(0, 1), 'side', ['Buy'])).toBeUndefined();
  });
});

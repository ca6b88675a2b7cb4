import { describe, expect, it } from 'vitest';
import { NonceCache } from './nonces.js';

describe('NonceCache', () => {
  it('refuses a nonce used before while it is fresh, per key', () => {
    const cache = new NonceCache(1000, 10);
    expect(cache.use('k', 'n', 0)).toBe(true);
    expect(cache.use('k', 'n', 500)).toBe(false);
    expect(cache.use('other', 'n', 500)).toBe(true);
  });

  it('forgets a nonce once it expired', () => {
    const cache = new NonceCache(1000, 10);
    cache.use('k', 'n', 0);
    expect(cache.use('k', 'n', 1000)).toBe(true);
  });

  it('stays within its size bound', () => {
    const cache = new NonceCache(60_000, 100);
    for (let i = 0; i < 1000; i++) cache.use('k', String(i), i);
    expect(cache.size).toBe(100);
    expect(cache.use('k', '999', 1000)).toBe(false);
  });

  it('drops expired entries as time passes', () => {
    const cache = new NonceCache(10, 1000);
    for (let i = 0; i < 50; i++) cache.use('k', String(i), i);
    cache.use('k', 'late', 100);
    expect(cache.size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

  it('answers as a plain model of the rule does: refused while fresh, bounded, oldest dropped first (property)', () => {
    const op = fc.record({ nonce: fc.integer({ min: 0, max: 30 }), step: fc.integer({ min: 0, max: 40 }) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), fc.integer({ min: 1, max: 20 }), (ops, maxSize) => {
        const cache = new NonceCache(100, maxSize);
        const model: [string, number][] = []; // insertion order
        let now = 0;
        for (const { nonce, step } of ops) {
          now += step;
          while (model.length > 0 && model[0]![1] <= now) model.shift();
          const id = String(nonce);
          const fresh = !model.some(([n]) => n === id);
          if (fresh) {
            if (model.length === maxSize) model.shift();
            model.push([id, now + 100]);
          }
          expect(cache.use('k', id, now)).toBe(fresh);
          expect(cache.size).toBe(model.length);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pathnameOf } from './url-path.js';

describe('pathnameOf', () => {
  it.each([
    'http://127.0.0.1:3000/v1/orders?pairSymbol=BTCUSDT&createdAtBefore=2026-11-01T00%3A00%3A00.000000',
    'https://api.example.com/base/v1/trades',
    'http://h/v1/orders#frag?x',
    'http://h/v1/orders/12?x=1#y',
    'http://h/v1/./orders?x',
    'http://h/v1/a/../orders',
    'http://h/v1/%6Frders',
    'http://h/v1/ord ers',
    'http://h/v1\\orders',
    'http://h?x/v1/orders',
    'http://h#x/v1/orders',
    'http://user:pw@h:80/v1/orders',
    'http://h',
    'http://h//v1//orders',
    'http://h/v1/orders/a%2Fb',
    'http://h/v1/orders/ünïcode',
  ])('%s is read as new URL reads it', (url) => {
    expect(pathnameOf(url)).toBe(new URL(url).pathname);
  });

  it('throws on what new URL throws on', () => {
    expect(() => pathnameOf('not a url')).toThrow();
  });
});

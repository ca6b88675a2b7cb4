import { describe, expect, it } from 'vitest';
import { nonceSource } from './signer.js';

describe('nonceSource', () => {
  it('gives 16 random bytes in hex, never the same twice across pool refills', () => {
    const nextNonce = nonceSource();
    const nonces = Array.from({ length: 1000 }, nextNonce);
    expect(nonces.every((n) => /^[0-9a-f]{32}$/.test(n))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

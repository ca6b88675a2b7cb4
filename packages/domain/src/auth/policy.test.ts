import { describe, expect, it } from 'vitest';
import { signRequest } from '../signer.js';
import { authPolicy, memoryNonceStore } from './policy.js';
import { protectedEndpoint } from './protected.js';

const apiSecret = Buffer.from('a secret of the test').toString('base64');
const now = 1_700_000_000_000;
const policy = (failureStatus?: number) =>
  authPolicy({
    lookupKey: (key) => (key === 'k1' ? { apiSecret, account: 'account-1' } : undefined),
    nonceStore: memoryNonceStore(),
    ...(failureStatus ? { failureStatus } : {}),
  });

describe('authPolicy (the default scheme)', () => {
  it('accepts a signed request once, and names its account', async () => {
    const p = policy();
    const headers = signRequest({ apiKey: 'k1', apiSecret, stamp: now, nonce: 'n1' });
    expect(await p.authenticate(headers, now + 1000)).toEqual({ ok: true, apiKey: 'k1', account: 'account-1' });
    expect(await p.authenticate(headers, now + 2000)).toMatchObject({ ok: false, status: 401, reason: 'reused-nonce' });
  });

  it('refuses, with the status chosen, a missing header, an unknown key, a stale stamp and a bad signature', async () => {
    const p = policy(403);
    const signed = signRequest({ apiKey: 'k1', apiSecret, stamp: now, nonce: 'n2' });
    const { 'X-Nonce': _, ...missing } = signed;
    expect(await p.authenticate(missing, now)).toMatchObject({ status: 403, reason: 'missing-header', message: 'Missing authentication header(s): X-Nonce.' });
    expect(await p.authenticate(signRequest({ apiKey: 'k2', apiSecret, stamp: now, nonce: 'n' }), now)).toMatchObject({ reason: 'unknown-key' });
    expect(await p.authenticate(signed, now + 60_001)).toMatchObject({ reason: 'stale-stamp' });
    expect(await p.authenticate({ ...signed, 'X-Signature': 'AAAA' }, now)).toMatchObject({ reason: 'bad-signature' });
    // A forged request did not burn the nonce: the genuine one still passes.
    expect(await p.authenticate(signed, now)).toMatchObject({ ok: true });
  });

  it('knows the five protected endpoints', () => {
    expect(['/v1/orders', '/v1/orders/42', '/v1/trades', '/v1/trades/7', '/v1/account-wallets'].map(protectedEndpoint)).toEqual([
      'GET /v1/orders',
      'GET /v1/orders/{id}',
      'GET /v1/trades',
      'GET /v1/trades/{id}',
      'GET /v1/account-wallets',
    ]);
    expect(['/v1/fee-levels', '/v1/broker-pairs', '/v1/orders/1/x'].map(protectedEndpoint)).toEqual([undefined, undefined, undefined]);
  });
});

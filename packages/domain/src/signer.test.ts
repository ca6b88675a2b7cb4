import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signRequest, verifySignature } from './signer.js';

const apiSecret = Buffer.from('super-secret-key-material').toString('base64');
const input = { apiKey: 'pk-123', apiSecret, stamp: 1_700_000_000_000, nonce: 'n-1' };

describe('signRequest', () => {
  it('computes base64(HMAC-SHA256(base64-decoded secret, key + stamp + nonce))', () => {
    const expected = createHmac('sha256', Buffer.from('super-secret-key-material')).update('pk-1231700000000000n-1').digest('base64');
    expect(signRequest(input)).toEqual({
      'Content-Type': 'application/json',
      'X-PCK': 'pk-123',
      'X-Stamp': '1700000000000',
      'X-Nonce': 'n-1',
      'X-Signature': expected,
    });
  });

  it('signs with the secret given, whatever secrets were used before (keys are kept per secret)', () => {
    const first = signRequest(input)['X-Signature'];
    const others = Array.from({ length: 40 }, (_, i) => signRequest({ ...input, apiSecret: Buffer.from(`other-${i}`).toString('base64') })['X-Signature']);
    expect(new Set(others).size).toBe(40);
    expect(others).not.toContain(first);
    expect(signRequest(input)['X-Signature']).toBe(first);
  });

  it.each(['a secret in plain text', 'c2VjcmV0!', 'c2Vj=cmV0', 'c2VjcmV0X', 'c2VjcmV0Y2=', ''.padEnd(5, 'A')])(
    'refuses a secret that is not base64 (%j) with a coded error that does not show it',
    (secret) => {
      let thrown: unknown;
      try {
        signRequest({ ...input, apiSecret: secret });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ name: 'DomainError', code: 'invalid-secret' });
      expect(String((thrown as Error).message)).not.toContain(secret);
      expect(verifySignature({ headers: signRequest(input), apiSecret: secret })).toBe(false);
    },
  );

  it.each(['c2VjcmV0', 'c2VjcmV0eA==', 'c2VjcmV0eA', 'c2VjcmV0eHk=', 'a-b_c+d/', ''])(
    'signs with a base64 secret in either alphabet, padded or not (%j)',
    (secret) => {
      expect(signRequest({ ...input, apiSecret: secret })['X-Signature']).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    },
  );

  it('is deterministic and never carries the secret', () => {
    expect(signRequest(input)).toEqual(signRequest({ ...input, stamp: '1700000000000' }));
    expect(JSON.stringify(signRequest(input))).not.toContain(apiSecret);
  });
});

describe('verifySignature', () => {
  it('accepts its own signature, with header names in any case', () => {
    const headers = signRequest(input);
    expect(verifySignature({ headers, apiSecret })).toBe(true);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verifySignature({ headers: lower, apiSecret })).toBe(true);
    expect(verifySignature({ headers: new Headers(headers), apiSecret })).toBe(true);
  });

  it.each([
    ['X-PCK', 'pk-124'],
    ['X-Stamp', '1700000000001'],
    ['X-Nonce', 'n-2'],
    ['X-Signature', 'AAAA'],
    ['X-Signature', 'not base64 !'],
    ['X-Signature', undefined],
    ['X-Nonce', undefined],
  ])('rejects a changed %s (%s)', (name, value) => {
    const headers: Record<string, string | undefined> = { ...signRequest(input), [name]: value };
    expect(verifySignature({ headers, apiSecret })).toBe(false);
  });

  it('rejects the wrong secret, repeated headers and junk without throwing', () => {
    const headers = signRequest(input);
    expect(verifySignature({ headers, apiSecret: Buffer.from('other').toString('base64') })).toBe(false);
    expect(verifySignature({ headers: { ...headers, 'X-Signature': [headers['X-Signature']] }, apiSecret })).toBe(false);
    expect(verifySignature({ headers: null as never, apiSecret })).toBe(false);
    expect(verifySignature({ headers, apiSecret: 42 as never })).toBe(false);
  });

  it('round-trips any inputs and rejects any other signature (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.uint8Array({ minLength: 1 }),
        fc.oneof(fc.string(), fc.nat()),
        fc.string(),
        fc.string(),
        (apiKey, secret, stamp, nonce, junk) => {
          const s = Buffer.from(secret).toString('base64');
          const headers = signRequest({ apiKey, apiSecret: s, stamp, nonce });
          expect(verifySignature({ headers, apiSecret: s })).toBe(true);
          fc.pre(junk !== headers['X-Signature']);
          expect(verifySignature({ headers: { ...headers, 'X-Signature': junk }, apiSecret: s })).toBe(false);
        },
      ),
    );
  });
});

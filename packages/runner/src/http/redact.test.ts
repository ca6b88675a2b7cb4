import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { curlLine, shellQuote } from './curl.js';
import { REDACTED, redactHeaders, scrubValue } from './redact.js';

const secretArb = fc.string({ minLength: 8, maxLength: 40 }).filter((s) => !REDACTED.includes(s) && !s.includes('<'));

describe('redaction', () => {
  it('scrubValue removes a secret wherever it sits in a JSON value', () => {
    fc.assert(
      fc.property(secretArb, fc.string(), fc.string(), (secret, before, after) => {
        const value = { a: [`${before}${secret}${after}`], b: { c: secret } };
        expect(JSON.stringify(scrubValue(value, [secret]))).not.toContain(JSON.stringify(secret).slice(1, -1));
      }),
    );
  });

  it('scrubValue keeps the structure whatever the secret is, even one letter that occurs in JSON syntax', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), fc.jsonValue(), (secret, value) => {
        const scrubbed = scrubValue({ value, [secret]: secret }, [secret]);
        // Still a JSON value: serializing and parsing round-trips (compared as text: JSON has no -0).
        const text = JSON.stringify(scrubbed);
        expect(JSON.stringify(JSON.parse(text))).toBe(text);
        expect(Object.keys(scrubbed)).toContain(REDACTED);
      }),
    );
    expect(scrubValue({ ok: false, s: 'class' }, ['s'])).toEqual({ ok: false, [REDACTED]: `cla${REDACTED}${REDACTED}` });
    expect(JSON.stringify(scrubValue({ value: { '': -0 }, ' ': ' ' }, [' ']))).toBe(`{"value":{"":0},"${REDACTED}":"${REDACTED}"}`);
  });

  it('scrubValue finds a secret a server echoed with escaped slashes', () => {
    expect(scrubValue({ body: 'key a\\/b=' }, ['a/b='])).toEqual({ body: `key ${REDACTED}` });
  });

  it('hides X-Signature and any header carrying the secret', () => {
    expect(redactHeaders({ 'X-Signature': 'abc', 'X-PCK': 'k', 'X-Other': 'p-SECRET-q' }, ['SECRET'])).toEqual({
      'X-Signature': REDACTED,
      'X-PCK': 'k',
      'X-Other': REDACTED,
    });
  });

  it('the curl line never contains a hidden value and quotes for a POSIX shell', () => {
    fc.assert(
      fc.property(secretArb, fc.string(), (secret, key) => {
        const line = curlLine(`http://h/v1/orders?x=${encodeURIComponent(key)}`, { 'X-PCK': key, 'X-Signature': secret, 'X-Leak': secret }, [secret]);
        expect(line).not.toContain(secret);
        expect(line).toContain('"X-Signature: $TARC_SIGNATURE"');
      }),
    );
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const signed = curlLine('http://h/v1/orders', { 'X-PCK': 'k', 'X-Stamp': '1700000000000', 'X-Nonce': 'abc' }, []);
    expect(signed).toBe(`curl -sS -H 'X-PCK: k' -H "X-Stamp: $TARC_STAMP" -H "X-Nonce: $TARC_NONCE" 'http://h/v1/orders'`);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, SecretSet, encodingsOf, scrubValue } from './redact.js';
import { EVIDENCE_BOUNDS, TOO_DEEP, mapStrings, trimJson } from './untrusted-json.js';

const SIGNATURE = createHmac('sha256', 'k').update('x').digest('base64'); // 44 characters, with + / =

/** A problem body as a hostile server writes it: the signature echoed under keys that name prototypes. */
function echoing(signature: string): unknown {
  return JSON.parse(
    `{"title":"Unauthorized","status":401,"__proto__":{"echo":"${signature}"},"constructor":{"prototype":{"sig":"${signature}"}},"prototype":["${signature}"]}`,
  );
}

describe('untrusted JSON is data, never shape', () => {
  it('trimJson copies __proto__, constructor and prototype as own keys, never as the prototype', () => {
    const copy = trimJson(echoing('s')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['title', 'status', '__proto__', 'constructor', 'prototype']);
    expect(JSON.stringify(copy)).toContain('"__proto__":{"echo":"s"}');
    expect(({} as Record<string, unknown>).echo).toBeUndefined();
  });

  it('an echoed signature under __proto__ or constructor is redacted, in the copy and in its text', () => {
    const copy = trimJson(echoing(SIGNATURE));
    const scrubbed = scrubValue({ evidence: { body: copy } }, [SIGNATURE]);
    expect(JSON.stringify(scrubbed)).not.toContain(SIGNATURE);
    expect(JSON.stringify(scrubbed).split(REDACTED).length - 1).toBe(3);
  });

  it('redaction walks objects of any prototype (null, a class, a server-chosen one)', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.a = SIGNATURE;
    class Holder {
      b = SIGNATURE;
    }
    const odd = Object.create({ inherited: true }) as Record<string, unknown>;
    odd.c = SIGNATURE;
    expect(JSON.stringify(scrubValue([bare, new Holder(), odd], [SIGNATURE]))).not.toContain(SIGNATURE);
  });

  it('trimJson and mapStrings are iterative: 100,000 levels of nesting overflow no stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(JSON.stringify(trimJson(deep))).toBe('[[[[[[[["…"]]]]]]]]');
    const mapped = mapStrings(deep, (s) => s.toUpperCase());
    expect(JSON.stringify(mapped)).toContain(TOO_DEEP);
    expect(mapStrings([[1, 'a']], (s) => s)).toEqual([[1, 'a']]);
  });

  it('trimJson keeps key order and bounds the whole copy, not only each level', () => {
    expect(trimJson({ b: 1, a: [1, 2], c: 'x'.repeat(2000) })).toEqual({ b: 1, a: [1, 2], c: `${'x'.repeat(1000)}… (1000 more characters)` });
    const wide = Array.from({ length: 10 }, () => Array.from({ length: 10 }, () => Array.from({ length: 10 }, () => Array.from({ length: 10 }, (_, i) => i))));
    const text = JSON.stringify(trimJson(wide));
    expect((text.match(/…/g) ?? []).length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(EVIDENCE_BOUNDS.maxValues * 8);
  });

  it('mapStrings returns the value itself when nothing changed, and maps keys', () => {
    const value = { a: ['x', { b: 2 }] };
    expect(mapStrings(value, (s) => s)).toBe(value);
    expect(mapStrings({ key: 'v' }, (s) => (s === 'key' ? 'k' : s))).toEqual({ k: 'v' });
  });
});

describe('SecretSet: every encoding, one linear pass', () => {
  const bytes = Buffer.from(SIGNATURE, 'base64');

  it('finds a signature as base64, base64url, hex, percent-encoded, JSON- and Markdown-escaped', () => {
    const set = new SecretSet();
    set.add(SIGNATURE);
    for (const form of [
      SIGNATURE,
      bytes.toString('base64url'),
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      encodeURIComponent(SIGNATURE),
      encodeURIComponent(SIGNATURE).replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase()),
      SIGNATURE.replaceAll('/', '\\/'),
      SIGNATURE.replace(/=+$/, ''),
    ]) {
      const text = `before ${form} after`;
      expect(set.scrubText(text), form).toBe(`before ${REDACTED} after`);
    }
    expect(encodingsOf(SIGNATURE).length).toBeGreaterThan(6);
  });

  it('holds thousands of signatures and scans a 6 MB token without a regular expression', () => {
    const set = new SecretSet();
    const signatures = Array.from({ length: 5000 }, (_, i) => createHmac('sha256', 'k').update(String(i)).digest('base64'));
    for (const s of signatures) set.add(s);
    const token = 'A'.repeat(6 * 1024 * 1024);
    const started = performance.now();
    expect(set.scrubText(`${token}${signatures[4321]}${token}`)).toBe(`${token}${REDACTED}${token}`);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('derives the forms of every base of the bytes as encoding each base would', () => {
    // Each base encoded in full: as sent, `\/` and `\_` escaped, percent-encoded (either hex case), JSON-escaped.
    const encoded = (base: string) => {
      const percent = encodeURIComponent(base);
      return [
        base,
        base.replaceAll('/', '\\/'),
        base.replaceAll('_', '\\_'),
        percent,
        percent.replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase()),
        JSON.stringify(base).slice(1, -1),
      ];
    };
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 64 }), fc.constantFrom('base64', 'base64url', 'hex'), (raw, encoding) => {
        const bytes = Buffer.from(raw);
        // A text of hex digits is read as hex, whatever wrote it.
        fc.pre(encoding === 'hex' || !/^(?:[0-9a-f]{2})+$/i.test(bytes.toString(encoding)));
        const b64 = bytes.toString('base64');
        const url = bytes.toString('base64url');
        const bases = [
          bytes.toString(encoding),
          b64,
          b64.replace(/=+$/, ''),
          url,
          url.padEnd(Math.ceil(url.length / 4) * 4, '='),
          bytes.toString('hex'),
          bytes.toString('hex').toUpperCase(),
        ];
        expect(new Set(encodingsOf(bytes.toString(encoding)))).toEqual(new Set(bases.flatMap(encoded)));
      }),
    );
  });

  it('replaces every occurrence, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(...encodingsOf(SIGNATURE)), (before, after, form) => {
        const set = new SecretSet();
        set.add(SIGNATURE);
        const out = set.scrubText(`${before}${form}${after}${form}`);
        for (const f of encodingsOf(SIGNATURE)) expect(out).not.toContain(f);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { exchangeEvidence, type ObservedExchange } from './observed.js';
import { operationOf } from '@tarc/conformance';

const exchange = (requestHeaders: Record<string, string>, responseHeaders: Record<string, string>, json: unknown): ObservedExchange => ({
  operation: operationOf('GET', '/v1/orders')!,
  method: 'GET',
  url: 'http://127.0.0.1:1/v1/orders?pairSymbol=A',
  query: new URLSearchParams('pairSymbol=A'),
  requestHeaders,
  status: 400,
  responseHeaders,
  bodyText: JSON.stringify(json),
  json,
  durationMs: 1,
});

describe('proxy evidence', () => {
  it('never shows a signature, a cookie or a session the server sets, even echoed in the body', () => {
    const signature = 'c2lnbmF0dXJlLXZhbHVlLTEyMzQ=';
    const cookie = 'session=abcdef0123456789';
    const evidence = exchangeEvidence(
      exchange(
        { 'x-pck': 'pk_1', 'x-signature': signature, 'x-stamp': '1', 'x-nonce': 'n1', cookie, host: 'h' },
        { 'set-cookie': 'sid=secret-session-id', 'content-type': 'application/json' },
        { detail: `bad signature ${signature} with ${cookie}` },
      ),
    );
    const text = JSON.stringify(evidence);
    expect(text).not.toContain(signature);
    expect(text).not.toContain('abcdef0123456789');
    expect(text).not.toContain('secret-session-id');
    expect(evidence.request.headers['x-pck']).toBe('pk_1');
    expect(evidence.request.headers.host).toBeUndefined();
    expect(evidence.curl).toContain('"x-signature: $TARC_SIGNATURE"');
    expect(evidence.curl).toContain("'http://127.0.0.1:1/v1/orders?pairSymbol=A'");
  });
});

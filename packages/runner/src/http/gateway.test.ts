// Servers behind a gateway: extra headers (redacted when credential-like) and HTTP_PROXY/NO_PROXY,
// against a local proxy on 127.0.0.1.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Check, Requirement } from '@tarc/conformance';
import { main } from '../cli.js';
import { captureIo } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { startProxy } from '../../test/support/forward-proxy.js';
import { credentialValues, isCredentialHeader, parseHeaders, proxyFromEnv } from './gateway.js';

const catalogue = new Map<string, Requirement>([['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'S', quote: 'q' }]]);
const GATEWAY_KEY = 'gw-key-0123456789-abcdef';
/** Fails with the gateway key in its message (as a server echoing it would), so every output carries it unless redacted. */
const echo: Check<string> = {
  id: 'gw.echo',
  title: 'echo',
  section: 'gw',
  requirements: ['R-MUST'],
  codes: { wrong: 'the rule is broken' },
  run: async (ctx) => {
    const ex = await ctx.http.get('/v1/account-wallets');
    return {
      status: 'failed',
      message: `server echoed ${GATEWAY_KEY}`,
      findings: [{ code: 'wrong', message: `echoed ${GATEWAY_KEY}` }],
      evidence: [ex.evidence()],
    };
  },
};

describe('parseHeaders', () => {
  it('reads Name: value, and says which credential-like values to hide', () => {
    const headers = parseHeaders(['X-Api-Key: abc123', 'X-Tenant:  blue ', 'Authorization: Bearer t.o.k']);
    expect(headers).toEqual({ 'X-Api-Key': 'abc123', 'X-Tenant': 'blue', Authorization: 'Bearer t.o.k' });
    expect(credentialValues(headers)).toEqual(['abc123', 'Bearer t.o.k']);
    expect(['Cookie', 'X-Auth-Token', 'Proxy-Authorization', 'x-session'].every(isCredentialHeader)).toBe(true);
    expect(isCredentialHeader('X-Tenant')).toBe(false);
  });

  it.each([
    ['no colon here', /expects 'Name: value'/],
    [': value', /expects 'Name: value'/],
    ['Bad Name: v', /without a valid name \("Bad Name"\)/],
    ['Host: evil', /sets this header itself/],
  ])('refuses %j without echoing its value', (line, message) => {
    expect(() => parseHeaders([line])).toThrow(message);
    expect(() => parseHeaders(['X-A: 1', 'x-a: 2'])).toThrow(/given twice/);
  });

  it('reads the proxy variables (lower case first) and refuses a proxy that is not a URL', () => {
    expect(proxyFromEnv({})).toBeUndefined();
    expect(proxyFromEnv({ HTTP_PROXY: 'http://a:1', http_proxy: 'http://b:2', NO_PROXY: 'x' })).toEqual({ httpProxy: 'http://b:2', noProxy: 'x' });
    expect(() => proxyFromEnv({ HTTPS_PROXY: 'socks5://x:1' })).toThrow(/HTTPS_PROXY must be an http\(s\) URL/);
  });
});

describe('a run through a gateway', () => {
  let target: FakeTarget;
  let dir = '';
  const seen: { key?: string; tenant?: string } = {};
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-gw-'));
    target = await startFakeTarget({
      onRequest: (req) => {
        seen.key = req.headers['x-api-key'] as string | undefined;
        seen.tenant = req.headers['x-tenant'] as string | undefined;
      },
    });
  });
  afterEach(async () => {
    await target.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tarc = async (argv: string[], env: Record<string, string> = {}) => {
    const io = captureIo({ CI: '1', ...env });
    const code = await main(argv, io, { checks: [echo], requirements: catalogue });
    return { code, out: io.out(), err: io.err() };
  };

  it('sends --header on every request and redacts a credential-like value in every output', async () => {
    const r = await tarc([
      'run',
      '--base-url',
      target.url,
      '--api-key',
      'k',
      '--api-secret',
      'c2VjcmV0LXNlY3JldA==',
      '--report-dir',
      dir,
      '--header',
      `X-Api-Key: ${GATEWAY_KEY}`,
      '--header',
      'X-Tenant: blue',
    ]);
    expect(r.code).toBe(1);
    expect(seen).toEqual({ key: GATEWAY_KEY, tenant: 'blue' });
    const outputs = [
      r.out,
      r.err,
      ...(await Promise.all(['report.json', 'junit.xml', 'report.html', 'summary.md'].map((f) => readFile(join(dir, f), 'utf8')))),
    ];
    for (const text of outputs) expect(text).not.toContain(GATEWAY_KEY);
    const report = await readFile(join(dir, 'report.json'), 'utf8');
    expect(report).toContain('"X-Api-Key": "<redacted>"');
    expect(report).toContain('"X-Tenant": "blue"');
    expect(report).toContain('-H \\"X-Api-Key: $TARC_API_KEY\\"');
  });

  it('goes through HTTP_PROXY, and around it for hosts in NO_PROXY', async () => {
    const proxy = await startProxy();
    try {
      const via = await tarc(['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', 'c2VjcmV0LXNlY3JldA==', '--report-dir', dir], {
        HTTP_PROXY: proxy.url,
      });
      expect(via.code).toBe(1);
      expect(proxy.carried.length).toBeGreaterThan(0);
      const port = new URL(target.url).port;
      expect(proxy.carried.every((line) => line.includes(`127.0.0.1:${port}`))).toBe(true);
      const before = proxy.carried.length;
      const around = await tarc(['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', 'c2VjcmV0LXNlY3JldA==', '--report-dir', dir], {
        HTTP_PROXY: proxy.url,
        NO_PROXY: '127.0.0.1',
      });
      expect(around.code).toBe(1);
      expect(proxy.carried.length).toBe(before);
    } finally {
      await proxy.close();
    }
  });

  it('never proxies the embedded server, and refuses a bad proxy variable (exit 2)', async () => {
    const bad = await tarc(['run', '--base-url', target.url, '--report-dir', dir], { HTTPS_PROXY: 'not a url' });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^tarc: HTTPS_PROXY must be an http\(s\) URL of a proxy/);
    const bogusHeader = await tarc(['run', '--header', 'nonsense', '--report-dir', dir]);
    expect(bogusHeader.code).toBe(2);
    // A dead proxy would make the run unreachable (exit 3): the embedded server is reached directly.
    const embedded = await tarc(['run', '--report-dir', dir, '--seed', '1'], { HTTP_PROXY: 'http://127.0.0.1:1' });
    expect(embedded.code).toBe(1);
  });
});

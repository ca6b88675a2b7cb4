import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { startReferenceServer } from '@tarc/reference-server';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { rawGet, signed, trafficMix } from '../../test/support/proxy/traffic.js';
import { captureIo } from '../../test/support/cli-io.js';
import { startTestServer } from '../../test/support/test-server.js';
import { parseProxyArgs, proxyCommand } from './proxy.js';

const schema = JSON.parse(readFileSync(new URL('../../schemas/report.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
const NOW = new Date('2026-06-01T12:00:00Z');

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('tarc proxy command line', () => {
  it('prints its help', async () => {
    const io = captureIo();
    expect(await main(['proxy', '--help'], io)).toBe(0);
    expect(io.out()).toContain('Usage: tarc proxy --target URL');
    const top = captureIo();
    await main(['--help'], top);
    expect(top.out()).toContain('tarc proxy');
  });

  it.each([
    [[], '--target URL is required'],
    [['--target', 'not a url'], 'is not a URL'],
    [['--target', 'ftp://x'], 'http or https'],
    [['--target', 'http://x/?a=1'], 'query or fragment'],
    [['--target', 'http://x', '--port', '70000'], '--port expects an integer from 0 to 65535'],
    [['--target', 'http://x', '--max-requests', '0'], '--max-requests expects an integer'],
    [['--target', 'http://x', '--fail-on', 'may'], '--fail-on expects must or should'],
    [['--target', 'http://x', '--bogus'], 'unknown option "--bogus"'],
    [['--target', 'http://x', '--log-level', 'debug'], '--log-level expects silent, error, warn, info'],
    [['--target', 'http://x', '--drain-ms', 'soon'], '--drain-ms expects an integer from 0 to 600000'],
  ])('refuses %j with one line and exit 2', async (args, message) => {
    const io = captureIo();
    expect(await main(['proxy', ...args], io)).toBe(2);
    expect(io.err()).toContain(message);
    expect(io.err().trim().split('\n')).toHaveLength(1);
    expect(io.err()).toContain('(see tarc proxy --help)');
  });

  it('defaults to port 8787 and reports/proxy', () => {
    expect(parseProxyArgs(['--target', 'http://127.0.0.1:1'])).toMatchObject({ port: 8787, reportDir: 'reports/proxy', failOn: 'must' });
  });

  it('says when its port is taken', async () => {
    const taken = await startTestServer(() => undefined);
    const io = captureIo();
    try {
      expect(await main(['proxy', '--target', taken.url, '--port', new URL(taken.url).port], io)).toBe(2);
      expect(io.err()).toMatch(/port \d+ is in use/);
    } finally {
      await taken.close();
    }
  });

  it('prints findings as they happen, stops after --max-requests, writes the usual reports, never shows a signature', async () => {
    const server = await startReferenceServer({ seed: 1, now: NOW, fault: 'orders-canceled-listed' });
    dir = await mkdtemp(join(tmpdir(), 'tarc-proxy-'));
    const io = captureIo();
    const mix = trafficMix(NOW).slice(0, 8);
    const sent: string[] = [];
    let url = '';
    const done = proxyCommand(['--target', server.url, '--port', '0', '--max-requests', String(mix.length), '--report-dir', dir], io, {
      onListening: (u) => (url = u),
    });
    try {
      while (!url) await new Promise((r) => setTimeout(r, 5));
      for (const m of mix) {
        const headers = signed(server.accounts[0]!);
        sent.push(headers['X-Signature']!);
        await rawGet(`${url}${m.path}`, headers);
      }
      expect(await done).toBe(1);
    } finally {
      await server.close();
    }
    expect(io.out()).toMatch(/^FAIL #\d+ GET \/v1\/orders\?\S+ 200 \d+ ms: .*first: list\.canceled-order \[ORD-LIST-CANCELED-EXCLUDED\]/m);
    expect(io.out()).toContain(`stopped (--max-requests ${mix.length}): ${mix.length} exchanges`);
    expect(io.out()).toMatch(/ judged, 0 not judged \(judge behind\), \d+ findings/);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { results: { id: string; status: string; evidence: { curl: string }[] }[] };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    const canceled = json.results.find((r) => r.id === 'proxy.list.canceled-order')!;
    expect(canceled.status).toBe('failed');
    expect(canceled.evidence[0]!.curl).toContain('$TARC_SIGNATURE');
    for (const file of ['report.json', 'junit.xml', 'report.html', 'summary.md']) {
      const text = await readFile(join(dir, file), 'utf8');
      expect(text.length, file).toBeGreaterThan(0);
      for (const signature of sent) expect(text.includes(signature), file).toBe(false);
    }
    for (const signature of sent) expect(io.out().includes(signature)).toBe(false);
  });

  it.each([
    ['silent', 0, 0],
    ['error', 0, 0],
    ['warn', 1, 0],
    ['info', 1, 3],
  ])('--log-level %s: one line per exchange at most, however many findings (%i FAIL, %i ok)', async (level, fails, oks) => {
    // 21 records with 8-digit decimals: many findings on one exchange, one line.
    const orders = JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ id: String(i + 1), price: '1.12345678', status: 'Untouched' })));
    const target = await startTestServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.startsWith('/v1/orders') ? orders : '[]');
    });
    const io = captureIo();
    dir = await mkdtemp(join(tmpdir(), 'tarc-proxy-'));
    let url = '';
    const done = proxyCommand(['--target', target.url, '--port', '0', '--report-dir', dir, '--max-requests', '4', '--log-level', level], io, {
      onListening: (u) => (url = u),
    });
    try {
      while (!url) await new Promise((r) => setTimeout(r, 5));
      for (const path of ['/v1/crypto-assets', '/v1/orders?pairSymbol=X&orderIdAfter=0&order=DESC', '/v1/crypto-network-families', '/nothing'])
        await rawGet(`${url}${path}`);
      await done;
    } finally {
      await target.close();
    }
    const lines = io.out().split('\n');
    expect(
      lines.filter((l) => l.startsWith('FAIL #')),
      io.out(),
    ).toHaveLength(fails);
    expect(
      lines.filter((l) => l.startsWith('ok   #')),
      io.out(),
    ).toHaveLength(oks);
    if (fails) expect(io.out()).toMatch(/FAIL #2 GET \/v1\/orders\?\S+ 200 \d+ ms: \d+ findings \(/);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { results: { id: string; status: string }[] };
    expect(json.results.find((r) => r.id !== 'proxy.exchange.failed' && r.status === 'failed')).toBeDefined();
  });

  it('SIGTERM mid-exchange: the drain ends the exchange as interrupted, in the report, and a second signal cannot lose it', async () => {
    // Answers the start-up read of the pairs, never anything else.
    const target = await startTestServer((req, res) => {
      if (req.url === '/v1/broker-pairs') res.end('[]');
    });
    const io = captureIo();
    dir = await mkdtemp(join(tmpdir(), 'tarc-proxy-'));
    let url = '';
    const done = proxyCommand(['--target', target.url, '--port', '0', '--report-dir', dir, '--drain-ms', '200', '--upstream-timeout-ms', '60000'], io, {
      onListening: (u) => (url = u),
    });
    try {
      while (!url) await new Promise((r) => setTimeout(r, 5));
      const inFlight = rawGet(`${url}/v1/fee-levels`).catch((e: Error) => e);
      while (target.requests.length < 2) await new Promise((r) => setTimeout(r, 5));
      process.emit('SIGTERM');
      process.emit('SIGTERM');
      await done;
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      await target.close();
    }
    expect(io.out()).toContain('stopped (SIGTERM)');
    expect(io.out()).toMatch(/^INFO exchange\.failed\/interrupted \(client got no answer\) GET \/v1\/fee-levels/m);
    expect(process.listenerCount('SIGTERM')).toBe(0);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { results: { id: string; findings: { code: string }[] }[] };
    expect(json.results.find((r) => r.id === 'proxy.exchange.failed')!.findings.map((f) => f.code)).toEqual(['proxy.exchange.failed/interrupted']);
  });

  it('escapes control characters of server text before printing; exits 4, as its reports say, when no exchange exercised a MUST rule', async () => {
    // One line per exchange shows its first finding: a 404 whose problem type carries controls.
    const target = await startTestServer((req, res) => {
      const lookup = req.url?.startsWith('/v1/orders/');
      res.writeHead(lookup ? 404 : 200, { 'content-type': lookup ? 'application/problem+json' : 'application/json' });
      res.end(lookup ? JSON.stringify({ type: '\u001b[2J\u001b]0;x\u0007', title: 'Not Found', status: 404, traceId: 't' }) : '[]');
    });
    const io = captureIo();
    const stop = new AbortController();
    let url = '';
    dir = await mkdtemp(join(tmpdir(), 'tarc-proxy-'));
    const done = proxyCommand(['--target', target.url, '--port', '0', '--report-dir', dir], io, { signal: stop.signal, onListening: (u) => (url = u) });
    try {
      while (!url) await new Promise((r) => setTimeout(r, 5));
      await rawGet(`${url}/v1/fee-levels`);
      await rawGet(`${url}/v1/orders/1`, signed({ apiKey: 'k', apiSecret: 'c2VjcmV0' }));
      stop.abort();
      expect(await done).toBe(1);
    } finally {
      await target.close();
    }
    expect(io.out()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(io.out()).toContain('\\u001b');

    const quiet = await startTestServer((_req, res) => {
      res.end('ok');
    });
    const io2 = captureIo();
    const stop2 = new AbortController();
    stop2.abort();
    try {
      // No exchange: nothing failed, nothing was evaluated; INCONCLUSIVE everywhere, and exit 4.
      expect(await proxyCommand(['--target', quiet.url, '--port', '0', '--report-dir', dir], io2, { signal: stop2.signal })).toBe(4);
      expect(io2.out()).toContain('0 exchanges');
      expect(io2.out()).toContain('Verdict: INCONCLUSIVE');
      const summary = await readFile(join(dir, 'summary.md'), 'utf8');
      expect(summary).toMatch(/^## tarc INCONCLUSIVE/);
      expect(await readFile(join(dir, 'junit.xml'), 'utf8')).toMatch(/<testsuites [^>]*errors="[1-9]/);
      // It suggests only what tarc proxy can do: it takes no --accept-skip.
      for (const text of [io2.out(), summary, await readFile(join(dir, 'report.html'), 'utf8')]) expect(text).not.toContain('--accept-skip');
      expect(summary).toContain('through the proxy');
    } finally {
      await quiet.close();
    }
  });
});

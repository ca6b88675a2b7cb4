// The proxy's bounds in-process: the upstream time limit (504 and a problem body), an unreachable
// target (502 and a problem body), a gzip bomb stopped at --max-body-bytes, the cap on connections;
// each failed exchange a finding of proxy.exchange.failed in the report, and the proxy still serving.
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/test-server.js';
import type { ExchangeFailure } from './failures.js';
import { proxyReport } from './report.js';
import { startProxy } from './server.js';
import { rawGet } from '../../test/support/proxy/traffic.js';

describe('tarc proxy bounds', () => {
  it('answers 504 with a problem body past --upstream-timeout-ms, reports it, and keeps serving', async () => {
    const target = await startTestServer((req, res) => {
      if (req.url === '/v1/crypto-assets') return; // silent
      res.end('[]');
    });
    const failures: ExchangeFailure[] = [];
    const proxy = await startProxy({ target: target.url, discoverPairs: false, upstreamTimeoutMs: 200, onExchangeFailed: (f) => failures.push(f) });
    try {
      const silent = await rawGet(`${proxy.url}/v1/crypto-assets`, { 'X-Signature': 'c2lnbmF0dXJlLXNlbnQtYnktdGhlLWNsaWVudA==' });
      expect(silent.status).toBe(504);
      expect(JSON.parse(silent.body.toString())).toMatchObject({ type: 'about:blank', title: 'Gateway Timeout', status: 504 });
      expect((await rawGet(`${proxy.url}/health`)).status).toBe(200);
      expect(failures.map((f) => f.kind)).toEqual(['upstream-timeout']);
    } finally {
      await target.close();
    }
    const report = proxyReport(await proxy.close());
    const failed = report.results.find((r) => r.id === 'proxy.exchange.failed')!;
    expect(failed).toMatchObject({ status: 'failed', level: 'INFO', findings: [{ code: 'proxy.exchange.failed/upstream-timeout' }] });
    expect(JSON.stringify(report)).not.toContain('c2lnbmF0dXJlLXNlbnQtYnktdGhlLWNsaWVudA==');
    expect(report.summary.verdict).not.toBe('fail');
  });

  it('answers 502 with a problem body when the target is down', async () => {
    const target = await startTestServer(() => undefined);
    await target.close();
    const proxy = await startProxy({ target: target.url, discoverPairs: false });
    try {
      const r = await rawGet(`${proxy.url}/v1/fee-levels`);
      expect(r.status).toBe(502);
      expect(JSON.parse(r.body.toString())).toMatchObject({ title: 'Bad Gateway', status: 502 });
    } finally {
      const session = await proxy.close();
      expect(session.failures.kept.map((f) => f.kind)).toEqual(['upstream-error']);
    }
  });

  it('forwards a gzip bomb byte for byte but inflates it only to --max-body-bytes: a finding, not a crash', async () => {
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = Buffer.concat(Array.from({ length: 64 }, () => member)); // 64 MiB inflated
    const target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false, maxBodyBytes: 1024 * 1024 });
    try {
      const r = await rawGet(`${proxy.url}/v1/fee-levels`);
      expect(r.status).toBe(200);
      expect(r.body.equals(bomb)).toBe(true);
    } finally {
      await target.close();
    }
    const session = await proxy.close();
    expect(session.failures.kept).toMatchObject([{ kind: 'body-too-large', status: 200 }]);
  });

  it('closes a connection past --max-connections at once and says so', async () => {
    const target = await startTestServer((_req, res) => {
      res.end('[]');
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false, maxConnections: 2 });
    const port = Number(new URL(proxy.url).port);
    const open = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const s = connect(port, '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    const third = await new Promise<string>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.on('close', () => resolve('closed'));
      s.on('error', () => resolve('closed'));
    });
    expect(third).toBe('closed');
    for (const s of open) s.destroy();
    await target.close();
    const session = await proxy.close();
    expect(session.refusedConnections).toBe(1);
    expect(proxyReport(session).notes.join('\n')).toContain('1 client connections were closed at once');
  });
});

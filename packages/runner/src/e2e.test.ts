// The whole suite against the reference server: the embedded default, and the CLI against a server
// started apart (as `tarc serve` would), with credentials from the environment.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '@tarc/reference-server';
import { main } from './cli.js';
import { runSuite } from './engine/run-suite.js';
import { captureIo } from '../test/support/cli-io.js';

describe('end to end', () => {
  it('runSuite({}) passes the embedded reference server with zero failures', async () => {
    const report = await runSuite({ seed: 1 });
    expect(report.target.embedded).toBe(true);
    expect(report.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
    expect(report.summary.verdict).toBe('pass');
    expect(report.summary.total).toBeGreaterThan(0);
  });

  it('tarc run against a separate server: exit 0, four reports, no secret anywhere', async () => {
    const server = await startReferenceServer({ port: 0, seed: 3 });
    const dir = await mkdtemp(join(tmpdir(), 'tarc-e2e-'));
    try {
      const [a, b] = server.accounts;
      const io = captureIo({
        CI: '1',
        TARC_API_KEY: a!.apiKey,
        TARC_API_SECRET: a!.apiSecret,
        TARC_SECOND_API_KEY: b!.apiKey,
        TARC_SECOND_API_SECRET: b!.apiSecret,
      });
      const code = await main(['run', '--base-url', server.url, '--report-dir', dir, '--seed', '5'], io);
      expect(io.err()).toBe('');
      expect(code).toBe(0);
      const files = await Promise.all(['report.json', 'junit.xml', 'report.html', 'summary.md'].map((f) => readFile(join(dir, f), 'utf8')));
      for (const text of [io.out(), ...files]) {
        expect(text).not.toContain(a!.apiSecret);
        expect(text).not.toContain(b!.apiSecret);
      }
      // Hiding hides only what was secret: the summary shows none, and report.json stays JSON (a blank
      // X-Signature taken for a secret once replaced every indentation of it).
      expect(io.out()).not.toContain('<redacted>');
      expect(() => JSON.parse(files[0]!)).not.toThrow();
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

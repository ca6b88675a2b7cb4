// Production conditions end to end: `tarc run` against `tarc serve --live --throttle N/S` (records
// arriving during the run, a server answering 429 with Retry-After) fails nothing, and the summary
// names the throttling and a --rate that avoids it. Bounded: one section, about 15 s.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveCommand } from '@tarc/reference-server';
import { main } from './cli.js';
import { captureIo } from '../test/support/cli-io.js';
import type { RunReport } from './types.js';

describe('tarc run against tarc serve --live --throttle', () => {
  it('exits 0 or 4, never 1; the summary names the throttling and a --rate', { timeout: 90_000 }, async () => {
    let stop: () => void = () => undefined;
    const out: string[] = [];
    const serving = serveCommand(['--live', '--throttle', '50/2', '--port', '0', '--seed', '4'], {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => out.push(text) },
      until: new Promise<void>((resolve) => (stop = resolve)),
    });
    const dir = await mkdtemp(join(tmpdir(), 'tarc-conditions-'));
    try {
      while (!out.join('').includes('Press Ctrl+C')) await new Promise((r) => setTimeout(r, 50));
      const text = out.join('');
      expect(text).toMatch(/live data: an order every 150 ms/);
      expect(text).toMatch(/throttled: 429 with Retry-After beyond 50 requests per 2 s/);
      const url = /listening on (http:\/\/\S+)/.exec(text)![1]!;
      const keys = [...text.matchAll(/apiKey (\S+)\s+apiSecret (\S+)/g)];
      const io = captureIo({
        CI: '1',
        TARC_API_KEY: keys[0]![1],
        TARC_API_SECRET: keys[0]![2],
        TARC_SECOND_API_KEY: keys[1]![1],
        TARC_SECOND_API_SECRET: keys[1]![2],
      });
      const code = await main(['run', '--base-url', url, '--only', 'trades.*', '--report-dir', dir, '--seed', '7'], io);
      expect(io.err()).toBe('');
      const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as RunReport;
      expect(report.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.message ?? ''}`)).toEqual([]);
      expect([0, 4]).toContain(code);
      expect(report.throttling?.throttled).toBeGreaterThan(0);
      expect(io.out()).toMatch(/server throttled \d+ requests?.*; rerun with `--rate [0-9.]+`/);
      expect(await readFile(join(dir, 'summary.md'), 'utf8')).toMatch(/Throttled:.*--rate/);
      // Anything left unevaluated says why: throttled (a condition of the run), never a failure.
      for (const r of report.results.filter((x) => x.status === 'not-evaluated')) expect(r.reason).toBe('throttled');
    } finally {
      stop();
      await serving;
      await rm(dir, { recursive: true, force: true });
    }
  });
});

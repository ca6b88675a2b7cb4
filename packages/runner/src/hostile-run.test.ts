// `tarc run` (the built bin, in a child process so that its peak memory is its own) against servers
// sending what broken or hostile servers send, at the runner's limits. Whatever they send, the run
// ends with a verdict (exit 1, or 3/4), writes a complete report, stays within its documented memory
// bound (packages/runner/README.md) and lets no control character a server sent reach the terminal.
// Runs on the built dist/ (`pnpm test` builds first).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from '@tarc/reference-server';
import { HOSTILE_CASES, type HostileCase } from '../test/support/hostile-bodies.js';

const BIN = fileURLToPath(new URL('../bin/tarc.js', import.meta.url));
const MAX_RSS = new URL('../test/support/max-rss.mjs', import.meta.url).href;
/** The documented bound: peak RSS at most this much above a normal run's. */
const BOUND_MIB = 256;

interface ChildRun {
  code: number | null;
  stdout: Buffer;
  stderr: Buffer;
  maxRssMiB: number;
  report: { summary: { total: number }; results: unknown[]; notes: string[] } | undefined;
}

async function tarcRun(baseUrl: string, env: Record<string, string>, extra: string[] = []): Promise<ChildRun> {
  const dir = await mkdtemp(join(tmpdir(), 'tarc-hostile-'));
  try {
    const rssFile = join(dir, 'max-rss');
    const child = spawn(
      process.execPath,
      ['--import', MAX_RSS, BIN, 'run', '--base-url', baseUrl, '--seed', '1', '--report-dir', join(dir, 'reports'), ...extra],
      { env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', CI: '1', TARC_MAX_RSS_FILE: rssFile, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const report = await readFile(join(dir, 'reports', 'report.json'), 'utf8').then(
      (t) => JSON.parse(t) as ChildRun['report'],
      () => undefined,
    );
    const maxRssMiB = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) / 1024;
    return { code, stdout: Buffer.concat(out), stderr: Buffer.concat(err), maxRssMiB, report };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function serve(answer: HostileCase): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    const { status, body } = answer(new URL(req.url ?? '/', 'http://target').pathname);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** What the report's notes say of each case: a limit hit is said, never passed over. */
const NOTED: Record<string, RegExp> = {
  'nested arrays at the cap': /nesting deeper than 32 levels/,
  'an array of small objects at the cap': /only its first 10000 items were read/,
  '5,000 broker pairs': /5000 repeated symbol\(s\) walked once; orders and trades were sampled on 100 of 5000 distinct pairs/,
  'escape sequences in every string': /./,
};

/** Bytes a terminal acts on: ESC, BEL, CR and the 8-bit CSI (as UTF-8: C2 9B). */
function controlBytes(output: Buffer): string[] {
  const found: string[] = [];
  for (const [name, needle] of [
    ['ESC', '\u001b'],
    ['BEL', '\u0007'],
    ['CR', '\r'],
    ['CSI', '\u009b'],
  ] as const) {
    if (output.includes(Buffer.from(needle))) found.push(name);
  }
  return found;
}

describe('tarc run against hostile servers', () => {
  let reference: ReferenceServer;
  let normal: ChildRun;

  beforeAll(async () => {
    reference = await startReferenceServer({ port: 0, seed: 3 });
    const [a, b] = reference.accounts;
    // Both accounts, so every MUST requirement is evaluated (isolation needs the second): a PASS.
    normal = await tarcRun(reference.url, {
      TARC_API_KEY: a!.apiKey,
      TARC_API_SECRET: a!.apiSecret,
      TARC_SECOND_API_KEY: b!.apiKey,
      TARC_SECOND_API_SECRET: b!.apiSecret,
    });
  }, 60_000);
  afterAll(async () => {
    await reference?.close();
  });

  it('a normal run passes, and its peak memory is the baseline', () => {
    expect(normal.code).toBe(0);
    expect(normal.maxRssMiB).toBeGreaterThan(0);
    console.log(`normal run: peak RSS ${normal.maxRssMiB.toFixed(0)} MiB`);
  });

  it.each(Object.keys(HOSTILE_CASES))(
    '%s: a verdict, a complete report, bounded memory, a clean terminal',
    async (name) => {
      const { url, server } = await serve(HOSTILE_CASES[name]!());
      try {
        const run = await tarcRun(url, { TARC_API_KEY: 'key', TARC_API_SECRET: 'c2VjcmV0' });
        console.log(`${name}: exit ${run.code}, peak RSS ${run.maxRssMiB.toFixed(0)} MiB (normal ${normal.maxRssMiB.toFixed(0)} MiB)`);
        expect(run.stderr.toString()).toBe('');
        expect([1, 3, 4]).toContain(run.code);
        expect(run.report?.results.length).toBe(run.report?.summary.total);
        expect(run.report!.summary.total).toBeGreaterThan(0);
        expect(run.report!.notes.join('\n')).toMatch(NOTED[name]!);
        expect(run.maxRssMiB).toBeLessThan(normal.maxRssMiB + BOUND_MIB);
        expect(controlBytes(run.stdout)).toEqual([]);
        expect(controlBytes(run.stderr)).toEqual([]);
      } finally {
        await close(server);
      }
    },
    // A whole run in a child process, beside CI's two test workers: the cap cases take 60 s on a loaded machine.
    180_000,
  );
});

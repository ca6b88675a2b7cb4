// A signal that arrives while the built CLI is still loading (bin/tarc.js has started, the bundle
// has not) is kept by the launcher and handed to the run: the run stops at once, writes its partial
// report marked interrupted, and exits 130. A module hook delays the bundle's loading and sends the
// signal then, so the moment is certain. Runs on the built bundle (`pnpm test` builds first).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '@tarc/reference-server';

const BIN = fileURLToPath(new URL('../../bin/tarc.js', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../dist/bundle/tarc.js', import.meta.url)));

/** Runs before the bundle loads (in the hooks' thread): the signal, then time for the launcher to take it. */
const HOOKS = `export async function load(url, context, next) {
  if (url.endsWith('/dist/bundle/tarc.js')) {
    process.kill(process.pid, process.env.EARLY_SIGNAL);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return next(url, context);
}`;
const PRELOAD = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`)}`;

describe.skipIf(!built)('a signal while the CLI loads', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s: the run stops at once, writes its partial report and exits %i',
    async (signal, code) => {
      const server = await startReferenceServer({ port: 0 });
      const dir = await mkdtemp(join(tmpdir(), 'tarc-early-signal-'));
      try {
        const child = spawn(
          process.execPath,
          ['--import', PRELOAD, BIN, 'run', '--base-url', server.url, '--seed', '1', '--only', 'reference-data.*', '--report-dir', dir],
          {
            env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', CI: '1', EARLY_SIGNAL: signal },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let stderr = '';
        child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
        const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
        expect(exit, stderr).toBe(code);
        const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { interrupted?: { signal: string }; results: { status: string }[] };
        expect(report.interrupted).toEqual({ signal });
        expect(report.results.some((r) => r.status === 'passed' || r.status === 'failed')).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
        await server.close();
      }
    },
    30_000,
  );
});

if (!built) {
  describe('a signal while the CLI loads', () => {
    it.skip('skipped: the runner is not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}

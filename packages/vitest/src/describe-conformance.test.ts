// describeConformance in this repository's own vitest run: a fetch handler (the shape of Hono's
// app.fetch) that forwards to the reference server is served in-process, a part of the suite runs as
// this file's tests, and the registered tree is what the README says.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServer } from '@tarc/reference-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunnerTask } from 'vitest';
import { describeConformance, testName, VERDICT_TEST } from './describe-conformance.js';
import { planChecks } from '@tarc/runner';

const upstream = await startReferenceServer({ seed: 1, size: { orders: 1000 } });
const reportDir = await mkdtemp(join(tmpdir(), 'tarc-vitest-reports-'));
afterAll(async () => {
  await upstream.close();
  await rm(reportDir, { recursive: true, force: true });
});

/** A fetch handler forwarding to the reference server: conformant by delegation. */
async function fetchApp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  return fetch(`${upstream.url}${url.pathname}${url.search}`, { headers, redirect: 'manual' });
}

const [first, second] = upstream.accounts;
const only = ['reference-data.*', 'orders.canceled-excluded', 'authentication.missing-header', 'isolation.order-by-id', 'general.no-5xx'];
const NAME = 'tarc conformance (fetch handler)';

describeConformance({
  name: NAME,
  app: fetchApp,
  credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret, second: { apiKey: second!.apiKey, apiSecret: second!.apiSecret } },
  only,
  seed: 1,
  runs: 3,
  reportDir,
});

describe('describeConformance registration', () => {
  it('registers one describe per spec section, one test per check named by id and title, then the verdict', ({ task }) => {
    const outer = task.file.tasks.find((t) => t.name === NAME);
    expect(outer?.type).toBe('suite');
    const tasks = (outer as { tasks: RunnerTask[] }).tasks;
    const plan = planChecks({ only });
    const sections = [...new Set(plan.map((c) => c.section))];
    expect(tasks.map((t) => t.name)).toEqual([...sections, VERDICT_TEST]);
    for (const section of sections) {
      const suite = tasks.find((t) => t.name === section) as { tasks: RunnerTask[] };
      expect(suite.tasks.map((t) => t.name)).toEqual(plan.filter((c) => c.section === section).map(testName));
    }
    expect(testName({ id: 'orders.canceled-excluded', title: 'T' })).toBe('orders.canceled-excluded: T');
  });

  // Runs after the suite above, its afterAll included (vitest runs a file's blocks in order).
  it('wrote the four reports of the run to reportDir', async () => {
    expect((await readdir(reportDir)).sort()).toEqual(['junit.xml', 'report.html', 'report.json', 'summary.md']);
    const report = JSON.parse(await readFile(join(reportDir, 'report.json'), 'utf8')) as { summary: { verdict: string }; results: { id: string }[] };
    expect(report.summary.verdict).toBe('pass');
    expect(report.results.map((r) => r.id).sort()).toEqual(
      planChecks({ only })
        .map((c) => c.id)
        .sort(),
    );
  });

  it('refuses both or neither of app and baseUrl, an only that matches nothing, and what is no app, at collection', () => {
    // The types refuse both at compile time (tsc runs over this file: an error that stopped being one fails it); JavaScript callers get the TypeError.
    // @ts-expect-error neither app nor baseUrl
    expect(() => describeConformance({})).toThrow(/exactly one of `app`/);
    // @ts-expect-error both app and baseUrl
    expect(() => describeConformance({ app: fetchApp, baseUrl: 'http://127.0.0.1:1' })).toThrow(/exactly one of `app`/);
    expect(() => describeConformance({ baseUrl: 'http://127.0.0.1:1', only: ['no-such.*'] })).toThrow(/no check matches --only no-such/);
    expect(() => describeConformance({ app: { listen: 1 } as never })).toThrow(/`app` must be a request listener/);
  });
});

// Issue 40: a check decides on the whole answer, and a comparison that would fail is made again on
// fresh answers. What the memory budget keeps is evidence, never data to judge.
import { checks, type Check, type CheckContext } from '@tarc/conformance';
import { createHttpClient } from '../http/client.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, sendJson, type TestServer } from '../../test/support/test-server.js';
import { runSuite } from './run-suite.js';

const NOW = '2026-06-01T00:00:00.0000000';
const checkById = (id: string) => checks.find((c) => c.id === id)!;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a check reading the run log', () => {
  /** 600 withdrawals, paged as asked: pages of 300 are full (page 3 is the first empty one). */
  async function withdrawals() {
    const all = Array.from({ length: 600 }, (_, i) => ({ id: String(i + 1) }));
    server = await startTestServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://t');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 100);
      sendJson(res, 200, url.pathname === '/v1/crypto-withdrawals' ? all.slice((page - 1) * size, page * size) : []);
    });
    return server.url;
  }

  it('keeps a body past the memory budget as an excerpt that holds no data, said to be cut', async () => {
    const http = createHttpClient({ baseUrl: await withdrawals(), logBudgetChars: 10 });
    try {
      await http.get('/v1/crypto-withdrawals', { createdAtBefore: NOW, createdAtAfter: NOW, page: '1', pageSize: '300' });
      const logged = http.exchanges()[0]!;
      expect(logged.json).toBeUndefined();
      expect(logged.cut).toMatch(/kept an excerpt/);
      const shown = logged.evidence().response!;
      expect(shown.body).toHaveLength(10);
      expect((shown.body as unknown[]).every((r) => typeof r === 'object')).toBe(true);
      expect(shown.bodyCut).toMatch(/10 of 300 items/);
      // The ids of its records are kept, so that a finding's evidence still finds the answer holding one.
      expect(logged.recordIds?.has('300')).toBe(true);
    } finally {
      await http.close();
    }
  });

  it('never takes that excerpt for a short last page ("Seen" 1)', async () => {
    const http = createHttpClient({ baseUrl: await withdrawals(), logBudgetChars: 10 });
    try {
      const ctx = {
        http,
        exchanges: () => http.exchanges(),
        discovery: { now: NOW, account: {} },
        options: { formatDateTime: (i: string) => i },
      } as unknown as CheckContext;
      // A full page of 300 the run read earlier: its excerpt shows 10 records.
      await http.get('/v1/crypto-withdrawals', { createdAtAfter: '2026-01-01T00:00:00.0000000', createdAtBefore: NOW, page: '1', pageSize: '300' });
      const outcome = await checkById('general.page-past-last-empty').run(ctx);
      expect(outcome.status).not.toBe('failed');
    } finally {
      await http.close();
    }
  });
});

describe('a comparison that would fail on a recorded answer', () => {
  const requirements = new Map([['R-MUST', { id: 'R-MUST', level: 'MUST' as const, section: 'S', quote: 'q' }]]);
  /** Compares the answer the run recorded with one asked again now: equal, or a finding. */
  const compare: Check<string> = {
    id: 'x.compare',
    title: 'the record read twice is the same',
    requirements: ['R-MUST'],
    codes: { differs: 'two readings differ' },
    section: 'x',
    async run(ctx) {
      await ctx.http.get('/v1/thing');
      const recorded = await ctx.http.get('/v1/thing');
      const now = await ctx.http.get('/v1/thing', undefined, { fresh: true });
      const same = JSON.stringify(recorded.json) === JSON.stringify(now.json);
      return same
        ? { status: 'passed', message: 'same' }
        : { status: 'failed', message: 'the readings differ', findings: [{ code: 'differs', message: 'the readings differ' }] };
    },
  };

  async function target(answer: (n: number) => unknown) {
    let n = 0;
    server = await startTestServer((req, res) => {
      if (req.url?.startsWith('/v1/thing')) return sendJson(res, 200, answer(n++));
      return sendJson(res, 200, []);
    });
    return server.url;
  }

  it('is made again on fresh answers: data that changed once is no finding ("Seen" 2)', async () => {
    // The first answer is the old state; every later one the new (an order canceled meanwhile).
    const baseUrl = await target((n) => ({ status: n === 0 ? 'Untouched' : 'Canceled' }));
    const report = await runSuite({ baseUrl, checks: [compare], requirements, seed: 1 });
    const result = report.results[0]!;
    expect(result.status).toBe('passed');
    expect(result.message).toMatch(/made again on fresh answers, the rule held/);
  });

  it('stands when the fresh answers still disagree', async () => {
    const baseUrl = await target((n) => ({ n }));
    const report = await runSuite({ baseUrl, checks: [compare], requirements, seed: 1 });
    const result = report.results[0]!;
    expect(result.status).toBe('failed');
    expect(result.findings.map((f) => f.code)).toEqual(['x.compare/differs']);
  });
});

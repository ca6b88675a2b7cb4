import { afterEach, describe, expect, it } from 'vitest';
import { TransportError, type Check, type CheckContext, type Requirement } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import type { Signer } from '../http/signer.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { startTestServer } from '../../test/support/test-server.js';
import type { RunSuiteOptions } from '../types.js';
import { runSuite } from './run-suite.js';

const req = (id: string, level: Requirement['level'], testable = true): Requirement => ({
  id,
  level,
  section: `Section ${id}`,
  quote: `quote of ${id}`,
  ...(testable ? {} : { testable: false }),
});
const catalogue = new Map<string, Requirement>(
  [req('R-MUST', 'MUST'), req('R-SHOULD', 'SHOULD'), req('R-INFO', 'INFO'), req('R-GAP', 'INFO', false)].map((r) => [r.id, r]),
);

const check = (id: string, requirements: string[], run: Check<string>['run'], extra: Partial<Check<string>> = {}): Check<string> => ({
  id,
  title: `title of ${id}`,
  requirements,
  codes: { wrong: 'the rule is broken' },
  section: id.split('.')[0]!,
  run,
  ...extra,
});
const pass: Check<string>['run'] = async () => ({ status: 'passed' });
const fail: Check<string>['run'] = async () => ({ status: 'failed', message: 'wrong', findings: [{ code: 'wrong', message: 'wrong' }] });

const signer: Signer = ({ apiKey }) => ({ 'X-PCK': apiKey, 'X-Signature': 'SIGNATURE0123456789abcdef' });
const credentials = { apiKey: 'k1', apiSecret: 'the-api-secret-value' };

let target: FakeTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});

async function run(checks: Check<string>[], options: Partial<RunSuiteOptions> = {}) {
  target ??= await startFakeTarget();
  return runSuite({ baseUrl: target.url, credentials, signer, requirements: catalogue, checks, seed: 7, ...options });
}

describe('runSuite', () => {
  it('levels a check by its highest requirement and fails the run on a MUST failure only', async () => {
    const report = await run([check('a.must', ['R-INFO', 'R-MUST'], fail), check('a.should', ['R-SHOULD'], pass), check('b.info', ['R-INFO'], fail)]);
    expect(report.results.map((r) => [r.id, r.level, r.status])).toEqual([
      ['a.must', 'MUST', 'failed'],
      ['a.should', 'SHOULD', 'passed'],
      ['b.info', 'INFO', 'failed'],
    ]);
    expect(report.summary.verdict).toBe('fail');
    expect(report.summary.byLevel.MUST).toEqual({ total: 1, passed: 0, failed: 1, notEvaluated: 0 });
    expect(report.summary.bySection.a).toEqual({ total: 2, passed: 1, failed: 1, notEvaluated: 0 });
    expect(report.results[0]!.findings).toEqual([{ code: 'a.must/wrong', message: 'wrong', evidence: [] }]);
    expect(report.results[0]!.spec).toEqual([
      { requirement: 'R-INFO', section: 'Section R-INFO', quote: 'quote of R-INFO', level: 'INFO' },
      { requirement: 'R-MUST', section: 'Section R-MUST', quote: 'quote of R-MUST', level: 'MUST' },
    ]);
  });

  it.each([
    ['must', 'pass'],
    ['should', 'fail'],
  ] as const)('a SHOULD failure with --fail-on %s gives %s; INFO never fails', async (failOn, verdict) => {
    const report = await run([check('a.should', ['R-SHOULD'], fail), check('a.info', ['R-INFO'], fail)], { failOn });
    expect(report.summary.verdict).toBe(verdict);
  });

  it('reports a throwing check as failed (threw), a TransportError as not evaluated (transport) with its evidence', async () => {
    const report = await run([
      check('a.throws', ['R-MUST'], async () => {
        throw new Error('kaboom');
      }),
      check('a.transport', ['R-MUST'], async (ctx) => {
        await ctx.http.get('/v1/fee-levels');
        throw new TransportError('GET x: socket hang up', { request: { method: 'GET', url: 'x', headers: {} }, curl: 'curl x', error: 'socket hang up' });
      }),
      check('a.garbage', ['R-MUST'], async () => undefined as never),
    ]);
    expect(report.results[0]).toMatchObject({ status: 'failed', message: 'the check threw: kaboom', findings: [{ code: 'a.throws/threw' }] });
    expect(report.results[1]).toMatchObject({ status: 'not-evaluated', reason: 'transport', message: 'GET x: socket hang up' });
    expect(report.results[1]!.evidence[0]!.error).toBe('socket hang up');
    expect(report.results[2]).toMatchObject({
      status: 'failed',
      message: 'the check returned no valid outcome',
      findings: [{ code: 'a.garbage/invalid-outcome' }],
    });
  });

  it('qualifies finding codes by check id and flags an undeclared or malformed code', async () => {
    const report = await run([
      check('a.codes', ['R-MUST'], async () => ({
        status: 'failed',
        message: 'x',
        findings: [
          { code: 'wrong', message: 'a' },
          { code: 'made-up', message: 'b' },
          { code: 'Bad Code', message: 'c' },
          { code: 'unexpected-status', message: 'd' },
        ],
      })),
    ]);
    expect(report.results[0]!.findings.map((f) => f.code)).toEqual([
      'a.codes/wrong',
      'a.codes/undeclared-code',
      'a.codes/undeclared-code',
      'a.codes/unexpected-status',
    ]);
  });

  it('stops waiting for a check at its time limit', async () => {
    const report = await run([check('a.slow', ['R-MUST'], () => new Promise(() => undefined)), check('a.ok', ['R-MUST'], pass)], {
      checkTimeoutMs: 100,
    });
    expect(report.results[0]).toMatchObject({ status: 'not-evaluated', reason: 'interrupted', message: 'the check did not finish within 100 ms' });
    expect(report.results[1]!.status).toBe('passed');
  });

  it('makes a run with a MUST check not evaluated inconclusive, never pass', async () => {
    const report = await run([
      check('a.skip', ['R-MUST'], async () => ({ status: 'not-evaluated', reason: 'no-data', message: 'no data' })),
      check('a.ok', ['R-MUST', 'R-SHOULD'], pass),
    ]);
    expect(report.results[0]).toMatchObject({ status: 'not-evaluated', reason: 'no-data', message: 'no data' });
    expect(report.summary).toMatchObject({ total: 2, notEvaluated: 1, verdict: 'inconclusive', notEvaluatedByReason: { 'no-data': 1 } });
    expect(report.summary.mustRequirements).toEqual({ total: 1, evaluated: 0, accepted: [], notEvaluated: ['R-MUST'] });
  });

  it('still fails on a failure when something else was not evaluated', async () => {
    const report = await run([
      check('a.skip', ['R-MUST'], async () => ({ status: 'not-evaluated', reason: 'no-data', message: 'x' })),
      check('a.bad', ['R-MUST'], fail),
    ]);
    expect(report.summary.verdict).toBe('fail');
  });

  it('passes with a non-evaluation accepted by --accept-skip (check id or requirement id), or moot (not-applicable), or below MUST', async () => {
    const none: Check<string>['run'] = async () => ({ status: 'not-evaluated', reason: 'unobservable', message: 'fewer than 1001 trades' });
    const byId = await run([check('a.cap', ['R-MUST'], none), check('a.ok', ['R-MUST'], pass)], { acceptSkip: ['a.c*'] });
    expect(byId.summary.verdict).toBe('pass');
    expect(byId.results[0]!.accepted).toBe(true);
    expect(byId.summary.mustRequirements).toEqual({ total: 1, evaluated: 0, accepted: ['R-MUST'], notEvaluated: [] });
    const byRequirement = await run([check('a.cap', ['R-MUST'], none)], { acceptSkip: ['R-MUST'] });
    expect(byRequirement.summary).toMatchObject({ verdict: 'pass', mustRequirements: { total: 1, evaluated: 0, accepted: ['R-MUST'] } });
    const moot = await run([check('a.moot', ['R-MUST'], async () => ({ status: 'not-evaluated', reason: 'not-applicable', message: 'allowed choice' }))]);
    expect(moot.summary).toMatchObject({ verdict: 'pass', mustRequirements: { total: 1, evaluated: 1 } });
    const should = await run([check('a.should', ['R-SHOULD'], none)]);
    expect(should.summary.verdict).toBe('pass');
  });

  it('runs final checks after all others and gives them every exchange', async () => {
    const order: string[] = [];
    let seen = -1;
    const report = await run([
      check(
        'z.final',
        ['R-MUST'],
        async (ctx) => {
          order.push('final');
          seen = ctx.exchanges().filter((e) => e.url.endsWith('/v1/fee-levels?probe=1')).length;
          return { status: 'passed' };
        },
        { phase: 'final' },
      ),
      check('a.main', ['R-MUST'], async (ctx) => {
        await new Promise((r) => setTimeout(r, 50));
        await ctx.http.get('/v1/fee-levels', { probe: 1 });
        order.push('main');
        return { status: 'passed' };
      }),
    ]);
    expect(order).toEqual(['main', 'final']);
    expect(seen).toBe(1);
    expect(report.results.map((r) => r.id)).toEqual(['z.final', 'a.main']);
  });

  it('selects with --only and --skip globs, and deals shards round-robin (final checks in every shard)', async () => {
    const checks = ['orders.a', 'orders.b', 'trades.a', 'trades.b', 'wallets.a'].map((id) => check(id, ['R-MUST'], pass));
    const final = check('general.never-5xx', ['R-MUST'], pass, { phase: 'final' });
    expect((await run(checks, { only: ['orders.*', 'wallets.?'] })).results.map((r) => r.id)).toEqual(['orders.a', 'orders.b', 'wallets.a']);
    expect((await run(checks, { skip: ['*.b'] })).results.map((r) => r.id)).toEqual(['orders.a', 'trades.a', 'wallets.a']);
    const shard1 = (await run([...checks, final], { shard: { index: 1, count: 2 } })).results.map((r) => r.id);
    const shard2 = (await run([...checks, final], { shard: { index: 2, count: 2 } })).results.map((r) => r.id);
    expect(shard1).toEqual(['orders.a', 'trades.a', 'wallets.a', 'general.never-5xx']);
    expect(shard2).toEqual(['orders.b', 'trades.b', 'general.never-5xx']);
  });

  it.each([
    [{ shard: { index: 3, count: 2 } }, /shard 3\/2 is out of range/],
    [{ baseUrl: 'not a url' }, /is not a valid URL/],
    [{ baseUrl: 'ftp://x' }, /must be http or https/],
    [{ runs: 0 }, /runs must be a positive number/],
    [{ credentials: { apiKey: 'k', apiSecret: '' } }, /both an API key and an API secret/],
    [{ signer: '/nonexistent/signer.mjs' }, /cannot load signer module/],
    [{ only: ['nothing.*'] }, /no check matches --only nothing\.\*/],
    [{ only: ['a.*', 'aa.*'] }, /no check matches --only aa\.\* \(globs on check ids such as "a\.x"/],
    [{ skip: ['a.y'] }, /no check matches --skip a\.y/],
    [{ baseUrl: 'http://user:pw@127.0.0.1:1' }, /must not carry user:password/],
    [{ now: new Date(Number.NaN) }, /now must be a valid Date/],
  ] as const)('rejects bad configuration %# with a ConfigError', async (options, message) => {
    const error = await run([check('a.x', ['R-MUST'], pass)], options as Partial<RunSuiteOptions>).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
  });

  it('rejects a check naming an unknown requirement', async () => {
    await expect(run([check('a.x', ['R-NOPE'], pass)])).rejects.toThrow(/names requirement R-NOPE, which is not in the catalogue/);
  });

  it('lists INFO observations and specification gaps apart', async () => {
    const report = await run([check('a.info', ['R-INFO'], async () => ({ status: 'passed', message: 'the server answers 403' }))]);
    expect(report.observations).toEqual([{ id: 'a.info', requirements: ['R-INFO'], message: 'the server answers 403' }]);
    expect(report.gaps.map((g) => g.id)).toEqual(['R-GAP']);
  });

  it('reports an unreachable target and runs no check', async () => {
    const dead = await startTestServer(() => undefined);
    const url = dead.url;
    await dead.close();
    let ran = false;
    const report = await runSuite({
      baseUrl: url,
      credentials,
      signer,
      requirements: catalogue,
      checks: [
        check('a.x', ['R-MUST'], async () => {
          ran = true;
          return { status: 'passed' };
        }),
      ],
    });
    expect(ran).toBe(false);
    expect(report.target.reachable).toBe(false);
    expect(report.error?.kind).toBe('unreachable');
    expect(report.summary.verdict).toBe('error');
  });

  it('carries each finding with the exchanges that prove it', async () => {
    const twoCodes = { codes: { wrong: 'the rule is broken', other: 'another rule is broken' } };
    const report = await run([
      check(
        'a.own',
        ['R-MUST'],
        async (ctx) => {
          const wallets = (await ctx.http.get('/v1/account-wallets')).evidence();
          const pairs = (await ctx.http.get('/v1/broker-pairs')).evidence();
          return {
            status: 'failed',
            message: 'two',
            findings: [
              { code: 'wrong', message: 'w', evidence: [wallets] },
              { code: 'other', message: 'p', evidence: [pairs] },
            ],
            evidence: [wallets, pairs],
          };
        },
        twoCodes,
      ),
      check('a.only', ['R-MUST'], async (ctx) => {
        const wallets = (await ctx.http.get('/v1/account-wallets')).evidence();
        return { status: 'failed', message: 'one', findings: [{ code: 'wrong', message: 'w' }], evidence: [wallets] };
      }),
      check(
        'a.unproven',
        ['R-MUST'],
        async (ctx) => {
          const wallets = (await ctx.http.get('/v1/account-wallets')).evidence();
          return {
            status: 'failed',
            message: 'two',
            findings: [
              { code: 'wrong', message: 'w' },
              { code: 'other', message: 'o' },
            ],
            evidence: [wallets],
          };
        },
        twoCodes,
      ),
    ]);
    const urls = (id: string) => report.results.find((r) => r.id === id)!.findings.map((f) => (f.evidence ?? []).map((e) => new URL(e.request.url).pathname));
    expect(urls('a.own')).toEqual([['/v1/account-wallets'], ['/v1/broker-pairs']]);
    // The only finding: the check's evidence can prove nothing else.
    expect(urls('a.only')).toEqual([['/v1/account-wallets']]);
    // Of several findings, one that brought no evidence is not given another's.
    expect(urls('a.unproven')).toEqual([[], []]);
  });

  it('lets no API secret or signature into the report, even when a check quotes them', async () => {
    const report = await run([
      check('a.leak', ['R-MUST'], async (ctx: CheckContext) => {
        const ex = await ctx.http.get('/v1/account-wallets');
        const message = `echoed SIGNATURE0123456789abcdef and ${credentials.apiSecret}`;
        return { status: 'failed', message, findings: [{ code: 'leak', message, evidence: [ex.evidence()] }], evidence: [ex.evidence()] };
      }),
    ]);
    const text = JSON.stringify(report);
    expect(text).not.toContain('SIGNATURE0123456789abcdef');
    expect(text).not.toContain(credentials.apiSecret);
    expect(report.results[0]!.message).toBe('echoed <redacted> and <redacted>');
  });

  it('passes the seed, runs and discovery to the checks', async () => {
    let seen: CheckContext | undefined;
    let pairs: number | undefined;
    const report = await run(
      [
        check('a.ctx', ['R-MUST'], async (ctx) => {
          seen = ctx;
          pairs = ctx.discovery.brokerPairs?.length;
          return { status: 'passed' };
        }),
      ],
      { runs: 3, seed: 42 },
    );
    expect(seen?.options.seed).toBe(42);
    expect(seen?.options.runs).toBe(3);
    // It declares no needs, so it was started while discovery ran; it read the discovery all the same,
    // so it ran again with it.
    expect(pairs).toBe(2);
    expect(seen?.hasSecondAccount).toBe(false);
    expect(report.seed).toBe(42);
  });

  it('starts the checks that need no account data while discovery runs, and reports in catalogue order', async () => {
    const order: string[] = [];
    const report = await run(
      [
        check(
          'a.data',
          ['R-MUST'],
          async (ctx) => {
            order.push(`a.data sees ${ctx.discovery.brokerPairs?.length} pairs`);
            return { status: 'passed' };
          },
          { needs: { orders: 1 } },
        ),
        check(
          'a.early',
          ['R-MUST'],
          async (ctx) => {
            order.push('a.early started');
            await ctx.http.get('/v1/broker-pairs', { probe: 'early' });
            return { status: 'passed' };
          },
          { needs: { credentials: true } },
        ),
      ],
      {
        onProgress: (e) => {
          if (e.kind === 'discovery-done') order.push('discovery-done');
        },
      },
    );
    expect(order).toEqual(['a.early started', 'discovery-done', 'a.data sees 2 pairs']);
    expect(report.results.map((r) => [r.id, r.status])).toEqual([
      ['a.data', 'passed'],
      ['a.early', 'passed'],
    ]);
  });
});

// The mutation table, run in shards (test/mutation*.test.ts, each a part of the rows: both cores share it).
// The suite proves its verdicts. For every fault of the reference server, the WHOLE suite fails the
// run (at the row's --fail-on) and the failing checks include the row's; the pristine server, in
// every alternative OPEN-POINTS.md allows, fails nothing at MUST. Rows live in src/proofs/, variants in
// src/variants.ts; MUTATION.md renders both (`pnpm gen`).
// Runs go through `tarc proxy` (issue 32): the proxy judges the run's own exchanges by the same
// single-exchange rules, so the codes it fails are a subset of the run's, and it fails no pristine
// variant either. Every variant and a sample of the faults on CI (proxiedRun below);
// TARC_MUTATION_PROXIED=all sends every run through it.
// Behind a gateway's path prefix (test/mutation/gateway.ts), a run gives what the direct run gave.
import { checkOfCode, checks, COMMON_CODES, PROOF_ROWS, requirements, requirementsById } from '@tarc/conformance';
import { DEFAULT_PROFILE, listFaults, PROFILE_CHOICES, startReferenceServer } from '@tarc/reference-server';
import type { ReferenceServerOptions } from '@tarc/reference-server';
import { inconclusiveResults, reportJson, reportSchemaErrors, runSuite, startProxy } from '@tarc/runner';
import type { EmbeddedOptions, ProxySession, RunReport, RunSuiteOptions } from '@tarc/runner';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from 'vitest';
import { mustRequirementsWithoutFault } from '../../src/coverage.js';
import { figuresLine } from '../../scripts/mutation-markdown.js';
import type { MutationRow } from '../../src/mutation-row.js';
import { PRISTINE_VARIANTS } from '../../src/variants.js';
import type { PristineVariant } from '../../src/variants.js';
import { behindGateway, GATEWAY_CHECKS, gatewayOff, gatewaySweep, runBehindGateway, verdictOf } from './gateway.js';
import { gatewayDifference } from './gateway-difference.js';

/** Property runs per check unless a row says more (`runs`): enough for most faults to show, small enough for CI. */
const RUNS = 3;
/**
 * Orders of a fault's server unless its row says otherwise: the faults show on less data than the
 * pristine variants need to evaluate every check (the reference server's default), and CI's time is
 * spent once per fault.
 */
const FAULT_ORDERS = 1000;
/** Suites at once in this process: each mostly waits on its in-process server. */
const PARALLEL = 4;
/** How long a test may wait for its run: runs start together in beforeAll and queue PARALLEL at a time. */
const RUN_WAIT_MS = 600_000;

const REQUIREMENT_ID = /^[A-Z]+(-[A-Z0-9]+)+$/;

/** A run's report, and the finding codes `tarc proxy` failed on the same exchanges (at the run's --fail-on). */
type Settled = Ran | { error: unknown };
/** A run's report, and what tarc proxy failed on its exchanges when it went through one. */
type Ran = { report: RunReport; proxied?: string[] };

/**
 * TARC_MUTATION_ONLY=GLOB[,GLOB]: runs only the fault rows and pristine variants whose name matches
 * (`pnpm mutation --only NAME`), for one fault's feedback in seconds; the rest are skipped.
 */
const only = (process.env.TARC_MUTATION_ONLY ?? '')
  .split(',')
  .map((g) => g.trim())
  .filter(Boolean)
  .map(
    (glob) =>
      new RegExp(
        `^${glob
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      ),
  );
const selected = (name: string): boolean => only.length === 0 || only.some((re) => re.test(name));

function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const limit = limiter(PARALLEL);

/**
 * TARC_MUTATION_PROXIED=all: every run through tarc proxy. Otherwise every pristine variant, every
 * fault only the judge of every exchange shows (`judgedElsewhere`) and one fault row in three (one
 * of each three rows, a different shard's each time); the others run direct. The proxy adds about a
 * third to a run's CPU (1,065 → 1,571 ms a run, warm), and one module judges in both, so a
 * difference between them shows on any sample; the whole sweep is one flag away.
 */
const proxiedSweep = process.env.TARC_MUTATION_PROXIED === 'all';
const proxySweep = proxiedSweep ? 'every fault' : 'a sample of the faults; TARC_MUTATION_PROXIED=all for every one';

function proxied(name: string): boolean {
  const i = PROOF_ROWS.findIndex((r) => r.fault === name);
  if (proxiedSweep || i < 0) return true;
  return PROOF_ROWS[i]!.judgedElsewhere === true || Math.floor(i / 3) % 3 === i % 3;
}

/**
 * The codes the proxy fails at `failOn`: each the code its rule gave, the one the run reports for that
 * rule; and, should its judge have fallen behind a run, `proxy.not-judged` (no code of the run): a run
 * through the proxy is below saturation, so every exchange must be judged, none skipped silently.
 */
function proxyFailing(session: ProxySession, failOn: 'must' | 'should'): string[] {
  const failing = session.findings.filter((f) => f.level === 'MUST' || (failOn === 'should' && f.level === 'SHOULD'));
  const codes = new Set(failing.map((f) => f.code));
  if (session.notJudged > 0) codes.add(`proxy.not-judged (${session.notJudged} of ${session.exchanges})`);
  return [...codes].sort();
}

/**
 * The reference server as the embedded one would be, with `tarc proxy` before it, and the whole suite
 * run through both (`proxied: undefined` when this run went direct, see `proxied`).
 */
async function proxiedRun(name: string, embedded: EmbeddedOptions, options: RunSuiteOptions): Promise<Ran> {
  const server = await startReferenceServer({
    port: 0,
    host: '127.0.0.1',
    seed: 1,
    ...(embedded.orders !== undefined ? { size: { orders: embedded.orders } } : {}),
    ...(embedded.fault !== undefined ? { fault: embedded.fault as ReferenceServerOptions['fault'] } : {}),
    ...(embedded.live !== undefined ? { live: embedded.live } : {}),
    ...(embedded.throttle !== undefined ? { throttle: embedded.throttle } : {}),
    ...(embedded.profile !== undefined ? { profile: embedded.profile as ReferenceServerOptions['profile'] } : {}),
  });
  // The run's own time limits come first: a fault that hangs is the run's to see, not a 504 of the proxy's.
  const proxy = proxied(name) ? await startProxy({ target: server.url, upstreamTimeoutMs: 600_000 }) : undefined;
  try {
    const [first, second] = server.accounts;
    const report = await runSuite({
      seed: 1,
      runs: RUNS,
      ...options,
      baseUrl: proxy?.url ?? server.url,
      credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret },
      ...(second ? { secondCredentials: { apiKey: second.apiKey, apiSecret: second.apiSecret } } : {}),
    });
    return { report, ...(proxy ? { proxied: proxyFailing(await proxy.close(), options.failOn ?? 'must') } : {}) };
  } finally {
    await proxy?.close();
    await server.close();
  }
}

const settle = (result: Promise<Ran>): Promise<Settled> =>
  result.then(
    (settled) => settled,
    (error: unknown) => ({ error }),
  );
const run = (name: string, { embedded, ...options }: RunSuiteOptions): Promise<Settled> => settle(limit(() => proxiedRun(name, embedded ?? {}, options)));
/** The same run with its server behind a gateway's path prefix (mutation/gateway.ts), without the proxy. */
const runBehind = ({ embedded, ...options }: RunSuiteOptions): Promise<Settled> =>
  settle(limit(async () => ({ report: await runBehindGateway(embedded ?? {}, { seed: 1, runs: RUNS, ...options }) })));

function faultRunOptions(row: MutationRow): RunSuiteOptions {
  const size = { orders: row.orders ?? FAULT_ORDERS };
  const profile = row.profile ? { profile: row.profile } : {};
  const runs = row.runs !== undefined ? { runs: row.runs } : {};
  return { embedded: { fault: row.fault, ...size, ...profile }, failOn: row.failOn ?? 'must', ...runs };
}

function variantRunOptions(v: PristineVariant): RunSuiteOptions {
  const datetime = v.datetimeFormat ? { datetimeFormat: v.datetimeFormat } : {};
  const signer = v.signer ? { signer: v.signer } : {};
  const embedded = {
    ...(v.profile ? { profile: v.profile } : {}),
    ...(v.orders !== undefined ? { orders: v.orders } : {}),
    ...(v.live ? { live: v.live } : {}),
    ...(v.throttle ? { throttle: v.throttle } : {}),
  };
  return { embedded, failOn: 'should', ...datetime, ...signer };
}

/**
 * One shard's runs by fault or variant name, each started once (PARALLEL at a time in the process);
 * each test awaits its own. Its own maps: shards sharing a worker (and this module) share nothing.
 */
function shardRuns(shard: MutationShard) {
  const variantRuns = new Map<string, Promise<Settled>>();
  const faultRuns = new Map<string, Promise<Settled>>();
  /** Runs behind a gateway: the rows and variants `behindGateway` selects. */
  const gatewayRuns = new Map<string, Promise<Settled>>();
  return {
    variantRuns,
    faultRuns,
    gatewayRuns,
    startFaultRuns(): void {
      if (faultRuns.size > 0) return;
      for (const row of shard.rows) if (selected(row.fault)) faultRuns.set(row.fault, run(row.fault, faultRunOptions(row)));
    },
    startVariantRuns(): void {
      if (variantRuns.size > 0) return;
      for (const v of shard.variants) if (selected(v.name)) variantRuns.set(v.name, run(v.name, variantRunOptions(v)));
    },
    /** Queued after the direct runs: the table's own runs are what the gateway runs are compared with. */
    startGatewayRuns(): void {
      if (gatewayRuns.size > 0) return;
      for (const v of shard.variants) if (selected(v.name) && behindGateway(v.name)) gatewayRuns.set(v.name, runBehind(variantRunOptions(v)));
      for (const row of shard.rows) if (selected(row.fault) && behindGateway(row.fault)) gatewayRuns.set(row.fault, runBehind(faultRunOptions(row)));
    },
  };
}

function runOptionsOf(name: string): RunSuiteOptions {
  const variant = PRISTINE_VARIANTS.find((v) => v.name === name);
  return variant ? variantRunOptions(variant) : faultRunOptions(PROOF_ROWS.find((r) => r.fault === name)!);
}

async function runOf(runs: Map<string, Promise<Settled>>, name: string): Promise<Ran> {
  const settled = await runs.get(name)!;
  if ('error' in settled) throw settled.error;
  return settled;
}

/** Per run, the codes the proxy failed and those the run did not (TARC_MUTATION_PROXY=FILE writes them). */
type ProxiedCodes = Record<string, { proxy: string[]; notInRun: string[] }>;

/** The proxy's failing codes are the run's too: one judge, the same exchanges. */
function expectProxyWithinRun(name: string, proxied: readonly string[], report: RunReport, proxiedCodes: ProxiedCodes): void {
  const run = new Set(codesOf(report));
  const notInRun = proxied.filter((code) => !run.has(code));
  proxiedCodes[name] = { proxy: [...proxied], notInRun };
  expect(notInRun, `codes tarc proxy failed that the run did not\n${listing(report)}`).toEqual([]);
}

const failed = (report: RunReport) => report.results.filter((r) => r.status === 'failed');
const listing = (report: RunReport) =>
  failed(report)
    .map((r) => `${r.id} (${r.level}) [${r.findings.map((f) => f.code).join(', ')}]: ${r.message ?? ''}`)
    .join('\n');
const codesOf = (report: RunReport) => report.results.flatMap((r) => r.findings.map((f) => f.code));

/** What every report of the table must be, whatever the server: its own schema, no check that broke. */
function expectSoundReport(report: RunReport): void {
  expect(reportSchemaErrors(JSON.parse(reportJson(report))), 'report.json against report.schema.json').toEqual([]);
  const broken = codesOf(report).filter((c) => /\/(threw|undeclared-code|invalid-outcome)$/.test(c));
  expect(broken, `checks that broke\n${listing(report)}`).toEqual([]);
}

/** One shard of the table: its fault rows and pristine variants (and, for one shard, the table's own tests). */
export interface MutationShard {
  name: string;
  rows: readonly MutationRow[];
  variants: readonly PristineVariant[];
  /** The tests of the table as a whole (one row per fault, codes declared, coverage): in one shard. */
  meta: boolean;
}

/** Rows `index` of `count`, every count-th from index; the pristine variants and the table's own tests with the first. */
export function shardOf(index: number, count: number): MutationShard {
  return {
    name: `${index + 1} of ${count}`,
    rows: PROOF_ROWS.filter((_, i) => i % count === index),
    variants: index === 0 ? PRISTINE_VARIANTS : [],
    meta: index === 0,
  };
}

/** Defines one shard's tests: its runs start together in beforeAll, PARALLEL at a time. */
export function mutationTable(shard: MutationShard): void {
  const { variantRuns, faultRuns, gatewayRuns, startFaultRuns, startVariantRuns, startGatewayRuns } = shardRuns(shard);
  /** TARC_MUTATION_CODES=FILE: writes, per fault, the codes its run reported (to write the rows from). */
  const observedCodes: Record<string, string[]> = {};
  const proxiedCodes: ProxiedCodes = {};
  const measured = { caught: 0, falseFailures: 0, variants: 0 };
  afterAll(() => {
    const suffix = `.${shard.name.replace(/ /g, '-')}`;
    if (process.env.TARC_MUTATION_CODES) writeFileSync(`${process.env.TARC_MUTATION_CODES}${suffix}`, `${JSON.stringify(observedCodes, null, 1)}\n`);
    if (process.env.TARC_MUTATION_PROXY) writeFileSync(`${process.env.TARC_MUTATION_PROXY}${suffix}`, `${JSON.stringify(proxiedCodes, null, 1)}\n`);
    const figures = { ...measured, faults: shard.rows.length };
    console.log(`mutation table, shard ${shard.name}: ${figuresLine(figures)}`);
  });

  describe.runIf(shard.meta)('the mutation table', () => {
    const faults = listFaults();

    it('has exactly one row per fault of the reference server', () => {
      const rows: readonly string[] = PROOF_ROWS.map((r) => r.fault);
      const known = new Set(faults.map((f) => f.name));
      expect(
        faults.map((f) => f.name).filter((name) => !rows.includes(name)),
        'faults without a row',
      ).toEqual([]);
      expect(
        rows.filter((name) => !known.has(name)),
        'rows naming no fault',
      ).toEqual([]);
      expect(
        rows.filter((name, i) => rows.indexOf(name) !== i),
        'faults with two rows',
      ).toEqual([]);
    });

    it('expects only finding codes that checks declare, at least one per row', () => {
      const declared = new Set(checks.flatMap((c) => [...Object.keys(c.codes), ...COMMON_CODES].map((code) => `${c.id}/${code}`)));
      expect(PROOF_ROWS.filter((r) => r.fails.length === 0).map((r) => r.fault)).toEqual([]);
      expect(PROOF_ROWS.flatMap((r) => r.fails.filter((code) => !declared.has(code)).map((code) => `${r.fault} → ${code}`))).toEqual([]);
    });

    it('has faults naming only requirement ids of the catalogue (some name the spec sentence instead)', () => {
      const ids = faults.flatMap((f) => f.requirements.filter((r) => REQUIREMENT_ID.test(r)).map((id) => `${f.name} → ${id}`));
      expect(ids.filter((entry) => !requirementsById.has(entry.split(' → ')[1]!))).toEqual([]);
    });

    it('expects every check that can fail (all but INFO observations) to fail on some fault or variant', () => {
      const expected = new Set([...PROOF_ROWS.flatMap((r) => r.fails.map(checkOfCode)), ...PRISTINE_VARIANTS.flatMap((v) => v.shouldFail ?? [])]);
      const canFail = checks.filter((c) => c.requirements.some((id) => requirementsById.get(id)?.level !== 'INFO'));
      expect(
        canFail.map((c) => c.id).filter((id) => !expected.has(id)),
        'checks no row expects to fail',
      ).toEqual([]);
    });

    it('sends every pristine variant, every fault only the judge shows, and faults of every shard through tarc proxy', () => {
      expect(PRISTINE_VARIANTS.filter((v) => !proxied(v.name)).map((v) => v.name)).toEqual([]);
      expect(PROOF_ROWS.filter((r) => r.judgedElsewhere && !proxied(r.fault)).map((r) => r.fault)).toEqual([]);
      for (let shard = 0; shard < 3; shard++) {
        const rows = shardOf(shard, 3).rows;
        expect(rows.filter((r) => proxied(r.fault)).length, `shard ${shard + 1}`).toBeGreaterThanOrEqual(Math.floor(rows.length / 4));
      }
    });

    it('catches every probe-testable MUST requirement with at least one fault', () => {
      expect(mustRequirementsWithoutFault(PROOF_ROWS, checks, requirements), 'MUST requirements no row proves').toEqual([]);
    });
  });

  describe(`every fault fails the whole suite for the right reason (through tarc proxy: ${proxySweep})`, () => {
    // The variants are queued first, so the pool stays full until the last run.
    beforeAll(() => {
      startVariantRuns();
      startFaultRuns();
      startGatewayRuns();
    });

    it.for(shard.rows)('$fault', { timeout: RUN_WAIT_MS }, async (row: MutationRow, { skip }: TestContext) => {
      const fault = row.fault;
      if (!selected(fault)) {
        skip();
        return;
      }
      const { report, proxied } = await runOf(faultRuns, fault);
      const failOn = row.failOn ?? 'must';
      expect(report.target.reachable).toBe(true);
      expect(report.error, report.error?.message).toBeUndefined();
      observedCodes[fault] = codesOf(report).filter((c) => row.fails.some((expected) => checkOfCode(expected) === checkOfCode(c)));
      expectSoundReport(report);
      expect(report.summary.verdict, `verdict at --fail-on ${failOn}\n${listing(report)}`).toBe('fail');
      const codes = codesOf(report);
      expect(
        row.fails.filter((code) => !codes.includes(code)),
        `expected finding codes not reported\n${listing(report)}`,
      ).toEqual([]);
      // A row saying `should` is right only when nothing at MUST fails: otherwise it must say must.
      if (failOn === 'should')
        expect(
          failed(report)
            .filter((r) => r.level === 'MUST')
            .map((r) => r.id),
        ).toEqual([]);
      for (const r of failed(report)) {
        // Every failure says what is wrong and carries evidence a person can replay.
        expect(r.message, r.id).toBeTruthy();
        expect(r.message, r.id).not.toMatch(/the check threw|did not finish within/);
        if (r.id !== 'general.no-5xx') expect(r.evidence.length, `${r.id} has evidence`).toBeGreaterThan(0);
      }
      // A signature never reaches the report, not even one the server echoed back.
      expect(JSON.stringify(report)).not.toMatch(/X-Signature [A-Za-z0-9+/]{16,}/);
      if (proxied) expectProxyWithinRun(fault, proxied, report, proxiedCodes);
      measured.caught++;
    });
  });

  describe('no false failure on the pristine server in any alternative the spec allows', () => {
    beforeAll(startVariantRuns);

    it.runIf(shard.meta)('has a variant for every value of every reference-server profile option', () => {
      const missing = Object.entries(PROFILE_CHOICES).flatMap(([key, values]) =>
        (values as readonly unknown[])
          .filter((value) => value !== DEFAULT_PROFILE[key as keyof typeof DEFAULT_PROFILE])
          .filter((value) => !PRISTINE_VARIANTS.some((v) => v.profile?.[key] === value))
          .map((value) => `${key}=${String(value)}`),
      );
      expect(missing).toEqual([]);
    });

    it.for(shard.variants)('$name', { timeout: RUN_WAIT_MS }, async (variant: PristineVariant, { skip }: TestContext) => {
      const name = variant.name;
      if (!selected(name)) {
        skip();
        return;
      }
      const { report, proxied } = await runOf(variantRuns, name);
      expect(report.target.reachable).toBe(true);
      // tarc proxy, judging the same exchanges, fails no pristine variant either.
      expect(proxied, 'codes tarc proxy failed on a pristine variant').toEqual([]);
      expect(report.error, report.error?.message).toBeUndefined();
      expectSoundReport(report);
      const shouldFail = variant.shouldFail ?? [];
      // Only SHOULD checks the variant names may fail; every one of them must.
      const unexpected = failed(report).filter((r) => !shouldFail.includes(r.id) || r.level !== 'SHOULD');
      measured.falseFailures += unexpected.length;
      expect(unexpected.map((r) => `${r.id} (${r.level}): ${r.message ?? ''}`)).toEqual([]);
      expect(
        failed(report)
          .map((r) => r.id)
          .sort(),
      ).toEqual([...shouldFail].sort());
      expect(report.summary.byLevel.MUST.failed).toBe(0);
      expect(report.results.length).toBe(checks.length);
      // A throttled variant is throttled (else it proves nothing), and the report says so with a --rate.
      if (variant.throttle) expect(report.throttling?.message).toMatch(/^server throttled \d+ requests?.*; rerun with `--rate [0-9.]+`$/);
      const open = inconclusiveResults(report).map((r) => `${r.id} [${r.reason ?? ''}]: ${r.message ?? ''}`);
      if ((variant.verdict ?? 'pass') === 'pass') {
        // Every kind of data and two accounts: every MUST requirement is evaluated (a rule made moot by
        // an allowed choice, not-applicable, aside); at --fail-on should, nothing else may fail (exit 0).
        expect(open, 'MUST checks not evaluated').toEqual([]);
        if (shouldFail.length === 0) expect(report.summary.verdict).toBe('pass');
      } else {
        // Too little data: the verdict says so, and every check left without data says what it needs.
        expect(report.summary.verdict).toBe('inconclusive');
        expect(open.length).toBeGreaterThan(0);
        const undeclared = report.results
          .filter((r) => r.status === 'not-evaluated' && r.reason === 'no-data')
          .filter((r) => {
            const needs = checks.find((c) => c.id === r.id)?.needs ?? {};
            return !Object.entries(needs).some(([key, value]) => key !== 'credentials' && (value === true || (typeof value === 'number' && value > 0)));
          })
          .map((r) => `${r.id}: ${r.message ?? ''}`);
        expect(undeclared, 'checks not evaluated for lack of data that declare no data need').toEqual([]);
      }
      measured.variants++;
    });
  });

  describe(`behind a gateway's path prefix: the same verdict, statuses and codes (${gatewaySweep})`, () => {
    beforeAll(() => {
      startVariantRuns();
      startFaultRuns();
      startGatewayRuns();
    });

    it.skipIf(gatewayOff || !shard.meta)('compares every check that once read the operation from the URL on a fault that fails it', () => {
      const compared = new Set(PROOF_ROWS.filter((r) => behindGateway(r.fault)).flatMap((r) => r.fails.map(checkOfCode)));
      expect(GATEWAY_CHECKS.filter((id) => !compared.has(id))).toEqual([]);
    });

    const named = [...shard.variants.map((v) => v.name), ...shard.rows.map((r) => r.fault)].filter(behindGateway);
    it.for(named)('%s', { timeout: RUN_WAIT_MS }, async (name: string, { skip }: TestContext) => {
      if (!selected(name)) {
        skip();
        return;
      }
      const { report: direct } = await runOf(variantRuns.has(name) ? variantRuns : faultRuns, name);
      const { report: behind } = await runOf(gatewayRuns, name);
      expect(behind.error, behind.error?.message).toBeUndefined();
      // The first difference fails the row; a second pair says in the message whether it repeats.
      const difference = await gatewayDifference({ direct: verdictOf(direct), behind: verdictOf(behind) }, async () => {
        const options = runOptionsOf(name);
        const [again, againBehind] = await Promise.all([run(name, options), runBehind(options)]);
        if ('error' in again) throw again.error;
        if ('error' in againBehind) throw againBehind.error;
        return { direct: verdictOf(again.report), behind: verdictOf(againBehind.report) };
      });
      expect(difference, difference).toBeUndefined();
    });
  });
}

// runSuite: one whole run in-process — target, client, discovery, checks, report.
import { randomInt } from 'node:crypto';
import { checks as allChecks, requirements as catalogueList, requirementsById, TransportError } from '@tarc/conformance';
import type { Check, CheckContext, Credentials, Evidence, Requirement } from '@tarc/conformance';
import { DomainError, instantFromDate, type Instant } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { dateTimeFormatter } from '../discovery/datetime-format.js';
import { discover } from '../discovery/discover.js';
import { withAnswerCache } from '../http/answer-cache.js';
import { createHttpClient, DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, type RunHttpClient } from '../http/client.js';
import { CONTROL_PATH, requireCredentials } from '../preflight/credentials.js';
import { runPreflight, type PreflightResult } from '../preflight/index.js';
import { DEFAULT_MAX_PAIRS } from '../discovery/pairs.js';
import { scrubValue } from '../http/redact.js';
import { proxyUsedFor } from '../http/proxy-used.js';
import { defaultSigner, loadSigner, type Signer } from '../http/signer.js';
import { DEFAULT_MEMORY_BUDGET_MIB, memoryShares, type MemoryShares } from '../http/memory-budget.js';
import type { CheckResult, RunReport, RunSuiteOptions } from '../types.js';
import { TOOL } from '../version.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { specOf } from './levels.js';
import { acceptNonEvaluations } from './accept.js';
import { keptString } from '../http/kept-string.js';
import { createSlots, runChecks, startEarly, type EarlyAttempts, type RunChecksOptions } from './run-checks.js';
import { createExchangeJudge, type ExchangeJudge } from './exchange-judge.js';
import { sentBy } from './sender.js';
import { selectChecks } from './select.js';
import { summarize } from './summary.js';

/** Property runs per check by default: keeps a default run against the embedded server well under a minute. */
export const DEFAULT_RUNS = 25;
const DEFAULT_HORIZON_DAYS = 365;
const DEFAULT_CHECK_TIMEOUT_MS = 120_000;
/** A property check's time limit by default; a property stopped by it is not evaluated (`interrupted`). */
const DEFAULT_PROPERTY_TIME_LIMIT_MS = 60_000;

/** A random seed that fits fast-check's 32-bit seeds; printed and reported so any run replays. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

function gapsOf(catalogue: ReadonlyMap<string, Requirement>): RunReport['gaps'] {
  const source = catalogue === requirementsById ? catalogueList : [...catalogue.values()];
  return source
    .filter((r) => r.testable === false)
    .map((r) => ({
      id: r.id,
      section: r.section,
      quote: r.quote,
      ...(r.note !== undefined ? { note: r.note } : {}),
      ...(r.openPoint !== undefined ? { openPoint: r.openPoint } : {}),
    }));
}

/** What the results observed, by check (a run and a merge of shards both report it). @public */
export function observationsOf(results: readonly CheckResult[]): RunReport['observations'] {
  return results
    .filter((r) => r.level === 'INFO' && r.status !== 'not-evaluated' && r.message)
    .map((r) => ({ id: r.id, requirements: r.requirements, message: r.message! }));
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got ${value}`);
  return value;
}

function validCredentials(name: string, c: Credentials | undefined): Credentials | undefined {
  if (c === undefined) return undefined;
  if (!c.apiKey || !c.apiSecret) throw new ConfigError(`${name}: both an API key and an API secret are needed`);
  return c;
}

/**
 * A signer that cannot sign is a configuration error, found before any request: each configured
 * credential signs a trial request (the default scheme's too, which refuses a secret that is not base64).
 */
async function trySigner(signer: Signer | undefined, name: string, credentials: Credentials | undefined): Promise<void> {
  if (!credentials) return;
  let headers: unknown;
  try {
    headers = await (signer ?? defaultSigner)({
      method: 'GET',
      url: 'http://localhost/v1/broker-pairs',
      apiKey: credentials.apiKey,
      apiSecret: credentials.apiSecret,
      nowMs: Date.now(),
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid-secret') {
      // The secret itself is never shown: only where it came from and what it must be.
      throw new ConfigError(
        `${name}: the API secret is not base64; the default signing scheme (an assumption of this project: the spec does not show the rules, OPEN-POINTS #4) uses its base64-decoded bytes as the HMAC key. Pass the secret as issued, in base64, or --signer for another scheme`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`the signer failed on a trial request: ${scrubValue(reason, [credentials.apiSecret])}`);
  }
  if (headers === null || typeof headers !== 'object' || Object.values(headers).some((v) => typeof v !== 'string')) {
    throw new ConfigError('the signer must return an object of header names to string values');
  }
}

/** The run's settings, checked: a bad value is a configuration error before anything starts. */
interface Settings {
  catalogue: ReadonlyMap<string, Requirement>;
  failOn: 'must' | 'should';
  seed: number;
  runs: number;
  horizonDays: number;
  timeoutMs: number;
  concurrency: number;
  rate: number | undefined;
  propertyTimeLimitMs: number;
  maxPairs: number;
  checkTimeoutMs: number;
  memory: MemoryShares;
}

function settingsOf(options: RunSuiteOptions): Settings {
  const seed = options.seed ?? randomSeed();
  const timeoutMs = positive('timeout-ms', options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const settings: Settings = {
    catalogue: options.requirements ?? requirementsById,
    failOn: options.failOn ?? 'must',
    seed,
    runs: positive('runs', options.runs, DEFAULT_RUNS),
    horizonDays: positive('horizon-days', options.horizonDays, DEFAULT_HORIZON_DAYS),
    timeoutMs,
    concurrency: positive('concurrency', options.concurrency, DEFAULT_CONCURRENCY),
    rate: options.rate === undefined ? undefined : positive('rate', options.rate, 0),
    propertyTimeLimitMs: positive('property-time-limit', options.propertyTimeLimitMs, DEFAULT_PROPERTY_TIME_LIMIT_MS),
    maxPairs: Math.floor(positive('max-pairs', options.maxPairs, DEFAULT_MAX_PAIRS)),
    memory: memoryShares(positive('memory-budget', options.memoryBudgetMiB, DEFAULT_MEMORY_BUDGET_MIB)),
    // A check may wait on several slow requests; its limit never undercuts a few request timeouts.
    checkTimeoutMs: positive('check time limit', options.checkTimeoutMs, Math.max(DEFAULT_CHECK_TIMEOUT_MS, 6 * timeoutMs)),
  };
  if (!Number.isInteger(seed) || seed < 0) throw new ConfigError(`seed must be a non-negative integer, got ${seed}`);
  if (options.now !== undefined && !(options.now instanceof Date && Number.isFinite(options.now.getTime()))) {
    throw new ConfigError('now must be a valid Date');
  }
  return settings;
}

function checkBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ConfigError(`base URL ${JSON.stringify(baseUrl)} is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`base URL must be http or https, got ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password) {
    throw new ConfigError('base URL must not carry user:password (it would be shown in reports)');
  }
}

/** The target the run talks to: the given base URL, or the embedded reference server started here. */
interface Target {
  baseUrl: string;
  embedded: EmbeddedTarget | undefined;
  credentials: Credentials | undefined;
  secondCredentials: Credentials | undefined;
  signer: Signer | undefined;
}

async function openTarget(options: RunSuiteOptions): Promise<Target> {
  checkBaseUrl(options.baseUrl);
  const signer: Signer | undefined = typeof options.signer === 'string' ? await loadSigner(options.signer) : options.signer;
  const credentials = validCredentials('credentials', options.credentials);
  const secondCredentials = validCredentials('second credentials', options.secondCredentials);
  await trySigner(signer, 'credentials', credentials);
  await trySigner(signer, 'second credentials', secondCredentials);
  if (options.baseUrl !== undefined) {
    return { baseUrl: options.baseUrl, embedded: undefined, credentials, secondCredentials, signer };
  }
  const embedded = await startEmbedded(options.now ? { now: options.now, ...options.embedded } : options.embedded);
  return {
    baseUrl: embedded.url,
    embedded,
    signer,
    credentials: credentials ?? embedded.credentials,
    secondCredentials: secondCredentials ?? embedded.secondCredentials,
  };
}

/** The run's one client; preflight, discovery and the checks share the answers (http/answer-cache.ts). */
function runClient(target: Target, settings: Settings, options: RunSuiteOptions, judge: ExchangeJudge): RunHttpClient {
  return withAnswerCache(
    createHttpClient({
      baseUrl: target.baseUrl,
      timeoutMs: settings.timeoutMs,
      logBudgetChars: settings.memory.logChars,
      concurrency: settings.concurrency,
      onThrottle: (message) => options.onProgress?.({ kind: 'throttled', message }),
      onAnswered: (exchange, headers) => judge.judge(exchange, headers),
      ...(options.onExchange ? { onExchange: options.onExchange } : {}),
      ...(target.credentials ? { credentials: target.credentials } : {}),
      ...(target.secondCredentials ? { secondCredentials: target.secondCredentials } : {}),
      ...(target.signer ? { signer: target.signer } : {}),
      ...(settings.rate !== undefined ? { rate: settings.rate } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.proxy && !target.embedded ? { proxy: options.proxy } : {}),
    }),
    settings.memory.cacheChars,
  );
}

export async function runSuite(options: RunSuiteOptions = {}): Promise<RunReport> {
  const started = Date.now();
  const settings = settingsOf(options);
  // Configuration errors surface before anything starts.
  const selected = selectChecks(options.checks ?? allChecks, {
    ...(options.only ? { only: options.only } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  });
  for (const check of selected) specOf(check, settings.catalogue);
  const target = await openTarget(options);
  options.onProgress?.({ kind: 'target', baseUrl: target.baseUrl, embedded: target.embedded !== undefined, seed: settings.seed });
  if (!target.embedded) requireCredentials(selected, target.credentials !== undefined, options.configNames);
  // The domain's query rules read the run's clock: the one it was given, else the time of each answer.
  const judge = createExchangeJudge(() => options.now ?? new Date());
  const http = runClient(target, settings, options, judge);
  try {
    return await runPhases({ http, judge, target, settings, selected, options, started });
  } finally {
    await http.close();
    await target.embedded?.close();
  }
}

interface Run {
  http: RunHttpClient;
  judge: ExchangeJudge;
  target: Target;
  settings: Settings;
  selected: readonly Check<string>[];
  options: RunSuiteOptions;
  started: number;
}

type ReportHead = Omit<RunReport, 'durationMs' | 'summary' | 'results' | 'observations'>;

/** How a run ends in a report: stopped before any check, or with the checks' results. */
function reporting(run: Run) {
  const { http, judge, target, settings, selected, options, started } = run;
  const base = {
    tool: TOOL,
    seed: settings.seed,
    runs: settings.runs,
    failOn: settings.failOn,
    ...(options.shard ? { shard: options.shard } : {}),
    selection: { only: [...(options.only ?? [])], skip: [...(options.skip ?? [])], checks: selected.length },
    startedAt: new Date(started).toISOString(),
    gaps: gapsOf(settings.catalogue),
  };
  const proxy = target.embedded ? undefined : proxyUsedFor(target.baseUrl, options.proxy);
  const targetOf = (reachable: boolean) => ({ baseUrl: target.baseUrl, embedded: target.embedded !== undefined, reachable, ...(proxy ? { proxy } : {}) });
  const stopped = (kind: 'unreachable' | 'configuration', message: string, evidence: Evidence[] = []): RunReport =>
    http.scrub({
      ...base,
      target: targetOf(kind !== 'unreachable'),
      durationMs: Date.now() - started,
      summary: summarize([], settings.failOn, false, http.requestCount()),
      // Preflight's words may quote a server's text whole (a refusal's detail of megabytes).
      error: { kind, message: keptString(http.scrub(message)), evidence },
      notes: [],
      results: [],
      observations: [],
    });
  const checksOptions = runOptions(http, settings, options);
  /** `head` without base and target; the checks run (with `ctx`), or are reported not started (without). */
  const checked = async (head: Omit<ReportHead, keyof typeof base | 'target'>, ctx: CheckContext | undefined, early?: EarlyAttempts) => {
    const results = await runChecks(selected, ctx, { ...checksOptions, ...(early ? { early } : {}) });
    return finish(
      http,
      { ...base, target: targetOf(true), ...head },
      judge.merge(results),
      started,
      settings.failOn,
      options.acceptSkip,
      interruptedBy(options.signal),
    );
  };
  return { stopped, checked, checksOptions };
}

/** Preflight, then discovery (checks that need no account data start meanwhile), then the checks. */
async function runPhases(run: Run): Promise<RunReport> {
  const { http, target, settings, options } = run;
  const { stopped, checked, checksOptions } = reporting(run);
  const now = instantFromDate(options.now ?? new Date());

  // Preflight: what would make every check's verdict meaningless is the user's to fix, said first.
  options.onProgress?.({ kind: 'preflight-start' });
  let pre: PreflightResult | undefined;
  try {
    pre = await untilAborted(
      sentBy('preflight', () =>
        runPreflight(http, {
          baseUrl: target.baseUrl,
          embedded: target.embedded !== undefined,
          signer: target.signer !== undefined,
          now,
          ...(target.credentials ? { credentials: target.credentials } : {}),
          ...(target.secondCredentials ? { secondCredentials: target.secondCredentials } : {}),
          ...(options.datetimeFormat ? { datetimeFormat: options.datetimeFormat } : {}),
          ...(options.configNames ? { names: options.configNames } : {}),
        }),
      ),
      options.signal,
    );
  } catch (error) {
    if (error instanceof ConfigError) return stopped('configuration', error.message);
    // The target stopped answering between preflight's requests (a reset, a timeout): unreachable, exit 3.
    if (error instanceof TransportError) return stopped('unreachable', `the target stopped answering during preflight: ${error.message}`, [error.evidence]);
    throw error;
  }
  if (pre === undefined) return checked({ notes: [] }, undefined);
  if (!pre.ok) return stopped('unreachable', pre.message, pre.evidence);
  const preflight = pre.preflight;
  options.onProgress?.({ kind: 'preflight-done', preflight });
  const formatDateTime = dateTimeFormatter(preflight.datetimeFormat);
  const context = contextOf(http, settings, options, formatDateTime, target.secondCredentials !== undefined);

  options.onProgress?.({ kind: 'discovery-start' });
  const early = startEarly(run.selected, context, checksOptions);
  const found = await untilAborted(
    sentBy('discovery', () =>
      discover(http, {
        now,
        horizonDays: settings.horizonDays,
        formatDateTime,
        hasSecondAccount: target.secondCredentials !== undefined,
        maxPairs: settings.maxPairs,
      }),
    ),
    options.signal,
  );
  if (found === undefined) return checked({ preflight, notes: pre.notes }, undefined);
  if (!found.reachable) return stopped('unreachable', found.message, found.evidence);
  options.onProgress?.({ kind: 'discovery-done', notes: found.discovery.notes, requests: http.requestCount() });

  const done = await checked({ preflight, notes: [] }, { ...context, discovery: found.discovery }, early);
  // A response past a bound of the client is said so, never passed over in silence (notes known only now).
  return { ...done, notes: http.scrub([...pre.notes, ...found.discovery.notes, ...http.limitNotes(), ...run.judge.notes()]) };
}

/** What every check sees but the discovery (checks get the HttpClient face only: no close, no scrub). */
function contextOf(
  http: RunHttpClient,
  settings: Settings,
  options: RunSuiteOptions,
  formatDateTime: (instant: Instant) => string,
  hasSecondAccount: boolean,
): Omit<CheckContext, 'discovery'> {
  const { seed, runs, horizonDays, propertyTimeLimitMs } = settings;
  return {
    http: { get: (path, query, requestOptions) => http.get(path, query, requestOptions) },
    credentialsAccepted: async (which = 'primary') => {
      try {
        // A re-observation: the answer now, not the one recorded at preflight.
        const control = await http.get(CONTROL_PATH, undefined, { credentials: which, fresh: true });
        return control.status >= 200 && control.status < 300;
      } catch {
        return false;
      }
    },
    options: { seed, runs, horizonDays, formatDateTime, propertyTimeLimitMs, ...(options.signal ? { signal: options.signal } : {}) },
    hasSecondAccount,
    exchanges: () => http.exchanges(),
  };
}

function interruptedBy(signal: AbortSignal | undefined): Pick<RunReport, 'interrupted'> {
  return signal?.aborted ? { interrupted: { signal: String(signal.reason ?? 'SIGINT') } } : {};
}

function runOptions(http: RunHttpClient, settings: Settings, options: RunSuiteOptions): RunChecksOptions {
  return {
    // Checks mostly wait on HTTP; twice the request slots keeps them filled.
    concurrency: Math.max(2, Math.ceil(settings.concurrency) * 2),
    slots: createSlots(Math.max(2, Math.ceil(settings.concurrency) * 2)),
    checkTimeoutMs: settings.checkTimeoutMs,
    catalogue: settings.catalogue,
    scrub: (value) => http.scrub(value),
    ...(options.signal ? { signal: options.signal } : {}),
    onStart: (check, done, total) => options.onProgress?.({ kind: 'check-start', id: check.id, section: check.section, done, total }),
    // As the report will hold it: scrubbed, and marked accepted when --accept-skip names it.
    onDone: (result, done, total) =>
      options.onProgress?.({ kind: 'check-done', result: acceptNonEvaluations([http.scrub(result)], options.acceptSkip ?? [])[0]!, done, total }),
  };
}

/** The report of a run whose checks ran (all, or until an interruption). */
function finish(
  http: RunHttpClient,
  head: Omit<RunReport, 'durationMs' | 'summary' | 'results' | 'observations'>,
  checked: CheckResult[],
  started: number,
  failOn: 'must' | 'should',
  acceptSkip: readonly string[] | undefined,
  extra: Pick<RunReport, 'interrupted'>,
): RunReport {
  const throttling = http.throttling();
  const results = acceptNonEvaluations(throttling ? checked.map(slowedByThrottling) : checked, acceptSkip ?? []);
  const report: RunReport = {
    ...head,
    ...extra,
    ...(throttling ? { throttling } : {}),
    durationMs: Date.now() - started,
    summary: summarize(results, failOn, true, http.requestCount()),
    results,
    observations: observationsOf(results),
  };
  // The last line of defence: no API secret and no signature sent leaves the run.
  return http.scrub(report);
}

/**
 * A check that ran out of time in a run the server throttled ran out of it at the pace the throttling
 * allowed: not evaluated because throttled (a condition of the run), not for a time limit of its own.
 */
function slowedByThrottling(result: CheckResult): CheckResult {
  if (result.status !== 'not-evaluated' || result.reason !== 'interrupted' || !/did not finish within/.test(result.message ?? '')) return result;
  return { ...result, reason: 'throttled', message: `${result.message ?? ''}, at the pace the server's throttling allowed` };
}

/** Resolves to the promise's value, or undefined as soon as `signal` aborts. */
async function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted) return undefined;
  promise.catch(() => undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

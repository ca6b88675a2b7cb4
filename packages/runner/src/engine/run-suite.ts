// runSuite: one whole run in-process — target, client, discovery, checks, report.
import { randomInt } from 'node:crypto';
import { checks as allChecks, requirements as catalogueList, requirementsById } from '@tarc/conformance';
import type { CheckContext, Credentials, Evidence, Requirement } from '@tarc/conformance';
import { instantFromDate } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { dateTimeFormatter } from '../discovery/datetime-format.js';
import { discover } from '../discovery/discover.js';
import { withAnswerCache } from '../http/answer-cache.js';
import { createHttpClient, DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, type RunHttpClient } from '../http/client.js';
import { CONTROL_PATH, requireCredentials } from '../preflight/credentials.js';
import { runPreflight, type PreflightResult } from '../preflight/index.js';
import { DEFAULT_MAX_PAIRS } from '../discovery/pairs.js';
import { scrubValue } from '../http/redact.js';
import { loadSigner, type Signer } from '../http/signer.js';
import type { CheckResult, RunReport, RunSuiteOptions } from '../types.js';
import { TOOL } from '../version.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { specOf } from './levels.js';
import { acceptNonEvaluations } from './accept.js';
import { runChecks, type RunChecksOptions } from './run-checks.js';
import { selectChecks } from './select.js';
import { summarize } from './summary.js';

/** Property runs per check by default: keeps a default run against the embedded server well under a minute. */
export const DEFAULT_RUNS = 25;
export const DEFAULT_HORIZON_DAYS = 365;
export const DEFAULT_CHECK_TIMEOUT_MS = 120_000;
/** A property check's time limit by default; a property stopped by it is not evaluated (`interrupted`). */
export const DEFAULT_PROPERTY_TIME_LIMIT_MS = 60_000;

/** A random seed that fits fast-check's 32-bit seeds; printed and reported so any run replays. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

function gapsOf(catalogue: ReadonlyMap<string, Requirement>): RunReport['gaps'] {
  const source = catalogue === requirementsById ? catalogueList : [...catalogue.values()];
  return source
    .filter((r) => r.testable === false)
    .map((r) => ({
      id: r.id, section: r.section, quote: r.quote,
      ...(r.note !== undefined ? { note: r.note } : {}),
      ...(r.openPoint !== undefined ? { openPoint: r.openPoint } : {}),
    }));
}

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

/** A signer that cannot sign is a configuration error, found before any request. */
async function trySigner(signer: Signer | undefined, credentials: Credentials | undefined): Promise<void> {
  if (!signer || !credentials) return;
  let headers: unknown;
  try {
    headers = await signer({ method: 'GET', url: 'http://localhost/v1/broker-pairs', apiKey: credentials.apiKey, apiSecret: credentials.apiSecret, nowMs: Date.now() });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`the signer failed on a trial request: ${scrubValue(reason, [credentials.apiSecret])}`);
  }
  if (headers === null || typeof headers !== 'object' || Object.values(headers).some((v) => typeof v !== 'string')) {
    throw new ConfigError('the signer must return an object of header names to string values');
  }
}

export async function runSuite(options: RunSuiteOptions = {}): Promise<RunReport> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const catalogue = options.requirements ?? requirementsById;
  const failOn = options.failOn ?? 'must';
  const seed = options.seed ?? randomSeed();
  const runs = positive('runs', options.runs, DEFAULT_RUNS);
  const horizonDays = positive('horizon-days', options.horizonDays, DEFAULT_HORIZON_DAYS);
  const timeoutMs = positive('timeout-ms', options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const concurrency = positive('concurrency', options.concurrency, DEFAULT_CONCURRENCY);
  const rate = options.rate === undefined ? undefined : positive('rate', options.rate, 0);
  const propertyTimeLimitMs = positive('property-time-limit', options.propertyTimeLimitMs, DEFAULT_PROPERTY_TIME_LIMIT_MS);
  const maxPairs = Math.floor(positive('max-pairs', options.maxPairs, DEFAULT_MAX_PAIRS));
  // A check may wait on several slow requests; its limit never undercuts a few request timeouts.
  const checkTimeoutMs = positive('check time limit', options.checkTimeoutMs, Math.max(DEFAULT_CHECK_TIMEOUT_MS, 6 * timeoutMs));
  if (!Number.isInteger(seed) || seed < 0) throw new ConfigError(`seed must be a non-negative integer, got ${seed}`);
  if (options.now !== undefined && !(options.now instanceof Date && Number.isFinite(options.now.getTime()))) {
    throw new ConfigError('now must be a valid Date');
  }

  // Configuration errors surface before anything starts.
  const selected = selectChecks(options.checks ?? allChecks, {
    ...(options.only ? { only: options.only } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  });
  for (const check of selected) specOf(check, catalogue);
  let baseUrl = options.baseUrl;
  if (baseUrl !== undefined) {
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
  const signer: Signer | undefined = typeof options.signer === 'string' ? await loadSigner(options.signer) : options.signer;
  await trySigner(signer, options.credentials);
  let credentials = validCredentials('credentials', options.credentials);
  let secondCredentials = validCredentials('second credentials', options.secondCredentials);

  let embedded: EmbeddedTarget | undefined;
  if (baseUrl === undefined) {
    embedded = await startEmbedded(options.now ? { now: options.now, ...options.embedded } : options.embedded);
    baseUrl = embedded.url;
    credentials ??= embedded.credentials;
    secondCredentials ??= embedded.secondCredentials;
  }
  options.onProgress?.({ kind: 'target', baseUrl, embedded: embedded !== undefined, seed });
  if (!embedded) requireCredentials(selected, credentials !== undefined);
  const preflightNotes: string[] = [];

  // One question, one request: preflight, discovery and the checks share the answers (http/answer-cache.ts).
  const http = withAnswerCache(createHttpClient({
    baseUrl, timeoutMs, concurrency,
    onThrottle: (message) => options.onProgress?.({ kind: 'throttled', message }),
    ...(credentials ? { credentials } : {}),
    ...(secondCredentials ? { secondCredentials } : {}),
    ...(signer ? { signer } : {}),
    ...(rate !== undefined ? { rate } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.proxy && !embedded ? { proxy: options.proxy } : {}),
  }));
  try {
    const now = instantFromDate(options.now ?? new Date());
    const base = {
      tool: TOOL,
      seed, runs, failOn,
      ...(options.shard ? { shard: options.shard } : {}),
      selection: { only: [...(options.only ?? [])], skip: [...(options.skip ?? [])], checks: selected.length },
      startedAt,
      gaps: gapsOf(catalogue),
    };
    const target = (reachable: boolean) => ({ baseUrl: baseUrl!, embedded: embedded !== undefined, reachable });
    const stopped = (kind: 'unreachable' | 'configuration', message: string, evidence: Evidence[] = []): RunReport =>
      http.scrub({
        ...base,
        target: target(kind !== 'unreachable'),
        durationMs: Date.now() - started,
        summary: summarize([], failOn, false, http.requestCount()),
        error: { kind, message, evidence },
        notes: [],
        results: [],
        observations: [],
      });

    // Preflight: what would make every check's verdict meaningless is the user's to fix, said first.
    options.onProgress?.({ kind: 'preflight-start' });
    const interrupted = () => (options.signal?.aborted ? { interrupted: { signal: String(options.signal.reason ?? 'SIGINT') } } : {});
    let pre: PreflightResult | undefined;
    try {
      pre = await untilAborted(runPreflight(http, {
        baseUrl, embedded: embedded !== undefined, signer: signer !== undefined, now,
        ...(credentials ? { credentials } : {}),
        ...(secondCredentials ? { secondCredentials } : {}),
        ...(options.datetimeFormat ? { datetimeFormat: options.datetimeFormat } : {}),
      }), options.signal);
    } catch (error) {
      if (error instanceof ConfigError) return stopped('configuration', error.message);
      throw error;
    }
    if (pre === undefined) {
      const results = await runChecks(selected, undefined, runOptions(http, concurrency, checkTimeoutMs, catalogue, options));
      return finish(http, { ...base, target: target(true), notes: [] }, results, started, failOn, options.acceptSkip, interrupted());
    }
    if (!pre.ok) return stopped('unreachable', pre.message, pre.evidence);
    const preflight = pre.preflight;
    preflightNotes.push(...pre.notes);
    options.onProgress?.({ kind: 'preflight-done', preflight });
    const formatDateTime = dateTimeFormatter(preflight.datetimeFormat);

    options.onProgress?.({ kind: 'discovery-start' });
    const found = await untilAborted(discover(http, { now, horizonDays, formatDateTime, hasSecondAccount: secondCredentials !== undefined, maxPairs }), options.signal);
    if (found === undefined) {
      const results = await runChecks(selected, undefined, runOptions(http, concurrency, checkTimeoutMs, catalogue, options));
      return finish(http, { ...base, target: target(true), preflight, notes: preflightNotes }, results, started, failOn, options.acceptSkip, interrupted());
    }
    if (!found.reachable) return stopped('unreachable', found.message, found.evidence);
    options.onProgress?.({ kind: 'discovery-done', notes: found.discovery.notes, requests: http.requestCount() });

    const ctx: CheckContext = {
      // Checks get the HttpClient face only (no close, no scrub).
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
      discovery: found.discovery,
      options: { seed, runs, horizonDays, formatDateTime, propertyTimeLimitMs, ...(options.signal ? { signal: options.signal } : {}) },
      hasSecondAccount: secondCredentials !== undefined,
      exchanges: () => http.exchanges(),
    };
    const results = await runChecks(selected, ctx, runOptions(http, concurrency, checkTimeoutMs, catalogue, options));
    // A response past a bound of the client is said so, never passed over in silence.
    const notes = [...preflightNotes, ...found.discovery.notes, ...http.limitNotes()];
    return finish(http, { ...base, target: target(true), preflight, notes }, results, started, failOn, options.acceptSkip, interrupted());
  } finally {
    await http.close();
    await embedded?.close();
  }
}

function runOptions(
  http: RunHttpClient,
  concurrency: number,
  checkTimeoutMs: number,
  catalogue: ReadonlyMap<string, Requirement>,
  options: RunSuiteOptions,
): RunChecksOptions {
  return {
    // Checks mostly wait on HTTP; twice the request slots keeps them filled.
    concurrency: Math.max(2, Math.ceil(concurrency) * 2),
    checkTimeoutMs,
    catalogue,
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
      (value) => { signal.removeEventListener('abort', onAbort); resolve(value); },
      (error: unknown) => { signal.removeEventListener('abort', onAbort); reject(error); },
    );
  });
}

import { COMMON_CODES, ENGINE_CODES, isFindingCode, ThrottledError, TransportError } from '@tarc/conformance';
import type { Check, CheckContext, CheckOutcome, DataNeeds, Discovery, Evidence, FailedOutcome, Finding, Requirement } from '@tarc/conformance';
import type { ResultFinding } from '../types.js';
import type { CheckResult } from '../types.js';
import { levelOf, specOf } from './levels.js';
import { keptResult } from './kept-result.js';
import { sentBy } from './sender.js';
import { confirmedOutcome, freshOnly, watchRecorded } from './fresh-confirmation.js';

export interface RunChecksOptions {
  concurrency: number;
  checkTimeoutMs: number;
  catalogue: ReadonlyMap<string, Requirement>;
  /** Once aborted, no check starts and running ones end `interrupted`. */
  signal?: AbortSignal;
  onStart?(check: Check<string>, done: number, total: number): void;
  onDone?(result: CheckResult, done: number, total: number): void;
  /** Attempts started before discovery finished (`startEarly`): a result there is taken as is. */
  early?: EarlyAttempts;
  /**
   * Checks running at once, shared by `startEarly` and `runChecks` (each running check listens on
   * `signal`: more than the pool's size at once would be a MaxListeners warning on stderr).
   */
  slots?: Slots;
  /** Hides secrets in a long message before it is shortened (keptResult), so no cut leaves part of one. */
  scrub?(text: string): string;
}

export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** At most `size` tasks at once, the others in the order they asked. */
export function createSlots(size: number): Slots {
  let free = Math.max(1, size);
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}

class CheckTimeout extends Error {}

async function withTimeLimit(promise: Promise<CheckOutcome>, ms: number, signal?: AbortSignal): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`the check did not finish within ${ms} ms`)), ms);
    onAbort = () => reject(new CheckTimeout('the run was interrupted before the check finished'));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  // A check abandoned at its time limit may still reject later; that is no longer anyone's concern.
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/** What a check that threw is reported as: failed, with the error's message (and evidence). */
function engineFailure(code: (typeof ENGINE_CODES)[number], message: string): CheckOutcome {
  return { status: 'failed', message, findings: [{ code, message }] };
}

/**
 * A request that got no HTTP answer leaves the check not evaluated (`transport`), one the server kept
 * throttling (`throttled`); a check that
 * overran its time limit is `interrupted`; one that threw is a failure of the check (`threw`).
 */
function outcomeOfError(error: unknown): CheckOutcome {
  if (error instanceof ThrottledError) return { status: 'not-evaluated', reason: 'throttled', message: error.message, evidence: [error.evidence] };
  if (error instanceof TransportError) return { status: 'not-evaluated', reason: 'transport', message: error.message, evidence: [error.evidence] };
  if (error instanceof CheckTimeout) return { status: 'not-evaluated', reason: 'interrupted', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return engineFailure('threw', `the check threw: ${message}`);
}

const COMMON = new Set<string>([...COMMON_CODES, ...ENGINE_CODES]);

/** The outcome as the engine reports it: statuses and reasons checked, findings qualified by check id. */
function normalize(check: Check<string>, outcome: unknown): CheckOutcome {
  const o = outcome as Partial<CheckOutcome> | null | undefined;
  if (!o || (o.status !== 'passed' && o.status !== 'failed' && o.status !== 'not-evaluated')) {
    return normalize(check, engineFailure('invalid-outcome', 'the check returned no valid outcome'));
  }
  if (o.status === 'not-evaluated' && !o.reason) return { ...o, reason: 'no-data' } as CheckOutcome;
  if (o.status !== 'failed') return o as CheckOutcome;
  const f0 = o as Partial<FailedOutcome>;
  const declared = new Set(Object.keys(check.codes));
  const findings: Finding[] = (f0.findings?.length ? f0.findings : [{ code: 'unspecified', message: f0.message ?? 'failed' }]).map((f) => {
    const known = isFindingCode(f.code) && (declared.has(f.code) || COMMON.has(f.code));
    return {
      ...f,
      code: `${check.id}/${known ? f.code : 'undeclared-code'}`,
      ...(known ? {} : { message: `${f.message} (undeclared finding code ${JSON.stringify(f.code)})` }),
    };
  });
  return { ...f0, findings } as FailedOutcome;
}

/**
 * Each finding with the exchanges that prove it: its own, or, when it is the outcome's only finding
 * and brought none, the outcome's (then they can prove nothing else).
 */
function findingsWithEvidence(outcome: CheckOutcome): ResultFinding[] {
  if (outcome.status !== 'failed') return [];
  const only = outcome.findings.length === 1;
  return outcome.findings.map((f) => {
    const own: Evidence[] = f.evidence?.length ? f.evidence : only ? (outcome.evidence ?? []) : [];
    return { code: f.code, message: f.message, evidence: own };
  });
}

const NOT_STARTED: CheckOutcome = { status: 'not-evaluated', reason: 'interrupted', message: 'the run was interrupted before this check started' };

async function runOne(check: Check<string>, ctx: CheckContext | undefined, options: RunChecksOptions): Promise<CheckResult> {
  const started = performance.now();
  let outcome: CheckOutcome;
  if (!ctx || options.signal?.aborted) {
    outcome = NOT_STARTED;
  } else {
    const attempt = async (http: CheckContext['http']): Promise<CheckOutcome> => {
      try {
        return normalize(
          check,
          await withTimeLimit(
            Promise.resolve().then(() => check.run({ ...ctx, http })),
            options.checkTimeoutMs,
            options.signal,
          ),
        );
      } catch (error) {
        return normalize(check, outcomeOfError(error));
      }
    };
    const watched = watchRecorded(sentBy(ctx.http, check.id));
    outcome = await attempt(watched.http);
    // A failure decided on a recorded answer is decided again on fresh ones (fresh-confirmation.ts).
    if (outcome.status === 'failed' && watched.readRecorded() && !options.signal?.aborted) {
      outcome = confirmedOutcome(outcome, await attempt(freshOnly(sentBy(ctx.http, check.id))));
    }
  }
  const result: CheckResult = {
    id: check.id,
    title: check.title,
    section: check.section,
    ...(check.endpoint !== undefined ? { endpoint: check.endpoint } : {}),
    level: levelOf(check, options.catalogue),
    status: outcome.status,
    requirements: [...check.requirements],
    spec: specOf(check, options.catalogue),
    ...(outcome.message !== undefined ? { message: outcome.message } : {}),
    ...(outcome.status === 'not-evaluated' ? { reason: outcome.reason } : {}),
    findings: findingsWithEvidence(outcome),
    evidence: outcome.evidence ?? [],
    ...(outcome.replay !== undefined ? { replay: outcome.replay } : {}),
    ...(outcome.property !== undefined ? { property: outcome.property } : {}),
    durationMs: Math.round(performance.now() - started),
  };
  return options.scrub ? keptResult(result, options.scrub) : keptResult(result);
}

/**
 * Runs the checks with bounded concurrency, `final` ones after all others (they read the run's
 * exchanges). Results come back in the order the checks were given.
 */
export async function runChecks(checks: readonly Check<string>[], ctx: CheckContext | undefined, options: RunChecksOptions): Promise<CheckResult[]> {
  const results = new Map<Check<string>, CheckResult>();
  const total = checks.length;
  let done = 0;
  const pool = async (batch: readonly Check<string>[]) => {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const check = batch[next++]!;
        options.onStart?.(check, done, total);
        const early = ctx ? await options.early?.get(check) : undefined;
        const result = early ?? (await (options.slots ? options.slots.run(() => runOne(check, ctx, options)) : runOne(check, ctx, options)));
        results.set(check, result);
        options.onDone?.(result, ++done, total);
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, batch.length) }, worker));
  };
  await pool(checks.filter((c) => c.phase !== 'final'));
  await pool(checks.filter((c) => c.phase === 'final'));
  return checks.map((c) => results.get(c)!);
}

/** Data keys of `DataNeeds`: a check that declares none of them is started while discovery runs. */
const ACCOUNT_DATA: readonly (keyof DataNeeds)[] = [
  'secondAccount',
  'brokerPairs',
  'orders',
  'canceledOrders',
  'trades',
  'buyTrades',
  'sellTrades',
  'wallets',
  'withdrawals',
  'deposits',
];

/** Not a main-phase check's to read: discovery had not finished when it was started. */
class DiscoveryPending extends Error {}

/** A check's attempt made while discovery ran: its result, or undefined when it read `ctx.discovery`. */
export type EarlyAttempts = ReadonlyMap<Check<string>, Promise<CheckResult | undefined>>;

/**
 * Starts, while discovery runs, the main-phase checks whose `needs` name no account data, with a
 * context whose `discovery` cannot be read. Declared needs are a promise, not a proof: a check that
 * reads `ctx.discovery` all the same has its attempt set aside (undefined) and runs again, in
 * turn, with the discovery (its repeated questions read the recorded answers). So a result taken
 * from an attempt is the one the check gives with the discovery: the report is the same either way.
 */
export function startEarly(checks: readonly Check<string>[], ctx: Omit<CheckContext, 'discovery'>, options: RunChecksOptions): EarlyAttempts {
  const eligible = checks.filter((c) => c.phase !== 'final' && !ACCOUNT_DATA.some((key) => c.needs?.[key]));
  const attempts = new Map<Check<string>, Promise<CheckResult | undefined>>();
  const slots = options.slots ?? createSlots(options.concurrency);
  for (const check of eligible) {
    attempts.set(
      check,
      slots.run(async () => {
        let read = false;
        const pending = (): never => {
          read = true;
          throw new DiscoveryPending('discovery has not finished');
        };
        const unread = new Proxy({} as Discovery, { get: pending, has: pending, ownKeys: pending, getOwnPropertyDescriptor: pending });
        const result = await runOne(check, { ...ctx, discovery: unread }, options);
        return read ? undefined : result;
      }),
    );
  }
  return attempts;
}

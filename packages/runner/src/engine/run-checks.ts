import { TransportError } from '@tarc/conformance';
import type { Check, CheckContext, CheckOutcome, Requirement } from '@tarc/conformance';
import type { CheckResult } from '../types.js';
import { levelOf, specOf } from './levels.js';

export interface RunChecksOptions {
  concurrency: number;
  checkTimeoutMs: number;
  catalogue: ReadonlyMap<string, Requirement>;
  onStart?(check: Check, done: number, total: number): void;
  onDone?(result: CheckResult, done: number, total: number): void;
}

class CheckTimeout extends Error {}

async function withTimeLimit(promise: Promise<CheckOutcome>, ms: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`the check did not finish within ${ms} ms`)), ms);
  });
  // A check abandoned at its time limit may still reject later; that is no longer anyone's concern.
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a check that threw is reported as: failed, with the error's message (and evidence). */
function outcomeOfError(error: unknown): CheckOutcome {
  if (error instanceof TransportError) return { status: 'failed', message: error.message, evidence: [error.evidence] };
  if (error instanceof CheckTimeout) return { status: 'failed', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'failed', message: `the check threw: ${message}` };
}

function normalize(outcome: unknown): CheckOutcome {
  const o = outcome as Partial<CheckOutcome> | null | undefined;
  if (!o || (o.status !== 'passed' && o.status !== 'failed' && o.status !== 'skipped')) {
    return { status: 'failed', message: 'the check returned no valid outcome' };
  }
  return o as CheckOutcome;
}

async function runOne(check: Check, ctx: CheckContext, options: RunChecksOptions): Promise<CheckResult> {
  const started = performance.now();
  let outcome: CheckOutcome;
  try {
    outcome = normalize(await withTimeLimit(Promise.resolve().then(() => check.run(ctx)), options.checkTimeoutMs));
  } catch (error) {
    outcome = outcomeOfError(error);
  }
  return {
    id: check.id,
    title: check.title,
    section: check.section,
    ...(check.endpoint !== undefined ? { endpoint: check.endpoint } : {}),
    level: levelOf(check, options.catalogue),
    status: outcome.status,
    requirements: [...check.requirements],
    spec: specOf(check, options.catalogue),
    ...(outcome.message !== undefined ? { message: outcome.message } : {}),
    evidence: outcome.evidence ?? [],
    ...(outcome.replay !== undefined ? { replay: outcome.replay } : {}),
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * Runs the checks with bounded concurrency, `final` ones after all others (they read the run's
 * exchanges). Results come back in the order the checks were given.
 */
export async function runChecks(checks: readonly Check[], ctx: CheckContext, options: RunChecksOptions): Promise<CheckResult[]> {
  const results = new Map<Check, CheckResult>();
  const total = checks.length;
  let done = 0;
  const pool = async (batch: readonly Check[]) => {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const check = batch[next++]!;
        options.onStart?.(check, done, total);
        const result = await runOne(check, ctx, options);
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

// Property checks through the runner: fast-check drives random valid (or invalid) queries against
// the target; a failure is shrunk (bounded in time) and reported with the exact request and curl.
import fc from 'fast-check';
import type { CheckContext, CheckOutcome, Evidence } from '../types.js';
import { TransportError } from '../types.js';
import { failed, passed } from './outcome.js';

/** What a predicate says about one generated case: undefined when it holds. */
export interface PropertyFailure {
  message: string;
  evidence: Evidence[];
}

export interface PropertyOptions {
  /** Upper bound on the whole run, shrinking included (default 20 s). */
  timeLimitMs?: number;
  /** Describes a generated case in the failure message (default JSON). */
  describe?: (value: unknown) => string;
}

/**
 * Runs `predicate` over `ctx.options.runs` values of `arbitrary`, seeded by `ctx.options.seed`.
 * The outcome carries `replay: { seed, path, runs }` so `--seed` (and fast-check's path) replay it.
 */
export async function runProperty<T>(
  ctx: CheckContext,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<PropertyFailure | undefined>,
  options: PropertyOptions = {},
): Promise<CheckOutcome> {
  let lastFailure: { value: T; failure: PropertyFailure } | undefined;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    let failure: PropertyFailure | undefined;
    try {
      failure = await predicate(value);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      failure = { message: error.message, evidence: [error.evidence] };
    }
    if (failure) {
      lastFailure = { value, failure };
      return false;
    }
    return true;
  });
  const runs = ctx.options.runs;
  const details = await fc.check(property, {
    seed: ctx.options.seed,
    numRuns: runs,
    plugins: [fc.interruptAfterTimeLimit(options.timeLimitMs ?? 20_000)],
  });
  if (!details.failed || !lastFailure) {
    if (details.failed && details.errorInstance) {
      return failed(`property check crashed: ${String(details.errorInstance)}`);
    }
    return passed(`${details.numRuns} generated case(s) held (seed ${ctx.options.seed})`);
  }
  const describe = options.describe ?? ((v: unknown) => JSON.stringify(v));
  const counterexample = details.counterexample as unknown as [T] | null;
  const shrunk = counterexample ? counterexample[0] : lastFailure.value;
  const outcome = failed(
    `${lastFailure.failure.message} — counterexample ${describe(shrunk)} after ${details.numRuns} run(s), ${details.numShrinks} shrink(s)`,
    lastFailure.failure.evidence,
  );
  outcome.replay = { seed: ctx.options.seed, runs, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) };
  return outcome;
}

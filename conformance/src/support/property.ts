// Property checks through the runner: fast-check drives random valid (or invalid) queries against
// the target; a failure is shrunk (bounded in time) and reported with the exact request and curl.
import fc from 'fast-check';
import type { CheckContext, CheckOutcome, Evidence } from '../types.js';
import { TransportError } from '../types.js';
import { failed, notEvaluated, passed } from './outcome.js';

/** What a predicate says about one generated case: undefined when it holds. */
export interface PropertyFailure {
  /** The finding code of the broken assertion (declared by the check). */
  code: string;
  message: string;
  evidence: Evidence[];
}

export interface PropertyOptions<T = unknown> {
  /** Describes a generated case in the failure message (default JSON). */
  describe?: (value: unknown) => string;
  /** Cases to generate (default `ctx.options.runs`), for a check that sends several requests per case. */
  runs?: number;
  /** Cases run before the generated ones (fast-check examples; they count among the runs). */
  examples?: readonly T[];
}

/**
 * Runs `predicate` over `ctx.options.runs` values of `arbitrary`, seeded by `ctx.options.seed`.
 * The outcome carries `replay: { seed, path, runs }` so `--seed` (and fast-check's path) replay it.
 */
export async function runProperty<T>(
  ctx: CheckContext,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<PropertyFailure | undefined>,
  options: PropertyOptions<T> = {},
): Promise<CheckOutcome> {
  let lastFailure: { value: T; failure: PropertyFailure } | undefined;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    let failure: PropertyFailure | undefined;
    try {
      failure = await predicate(value);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      failure = { code: 'transport-error', message: error.message, evidence: [error.evidence] };
    }
    if (failure) {
      lastFailure = { value, failure };
      return false;
    }
    return true;
  });
  const runs = options.runs ?? ctx.options.runs;
  const limitMs = ctx.options.propertyTimeLimitMs;
  const details = await fc.check(property, {
    seed: ctx.options.seed,
    numRuns: runs,
    interruptAfterTimeLimit: limitMs,
    ...(options.examples ? { examples: options.examples.map((e): [T] => [e]) } : {}),
  });
  const counts = { runsRequested: runs, runsMade: details.numRuns };
  if (!details.failed || !lastFailure) {
    if (details.failed && details.errorInstance) {
      return { ...failed('property-crashed', `property check crashed: ${String(details.errorInstance)}`), property: counts };
    }
    // A property stopped short proves only what it ran: never a pass (raise --property-time-limit).
    if (details.interrupted || details.numRuns < runs) {
      const why = ctx.options.signal?.aborted ? 'the run was interrupted' : `the time limit of ${limitMs} ms (--property-time-limit) was reached`;
      return { ...notEvaluated('interrupted', `${details.numRuns} of ${runs} generated case(s) ran and held before ${why} (seed ${ctx.options.seed})`), property: counts };
    }
    return { ...passed(`${details.numRuns} generated case(s) held (seed ${ctx.options.seed})`), property: counts };
  }
  const describe = options.describe ?? ((v: unknown) => JSON.stringify(v));
  const counterexample = details.counterexample as unknown as [T] | null;
  const shrunk = counterexample ? counterexample[0] : lastFailure.value;
  const outcome = failed(
    lastFailure.failure.code,
    `${lastFailure.failure.message} — counterexample ${describe(shrunk)} after ${details.numRuns} run(s), ${details.numShrinks} shrink(s)`,
    lastFailure.failure.evidence,
  );
  outcome.replay = { seed: ctx.options.seed, runs: ctx.options.runs, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) };
  outcome.property = counts;
  return outcome;
}

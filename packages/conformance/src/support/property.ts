// Property checks through the runner: fast-check drives random valid (or invalid) queries against
// the target; a failure is shrunk (bounded in time) and reported with the exact request and curl.
import type { Arbitrary, Parameters } from 'fast-check';
import { fc, loadFastCheck } from './fast-check.js';
import type { CheckContext, CheckOutcome, Evidence } from '#types';
import { TransportError } from '#types';
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
  /**
   * A budget of requests instead of a count of cases, for a check whose cases send several: the
   * examples whole, then generated cases until their requests reach it, the last cut to fit (`runs`
   * is then an upper bound). The run sends what the budget says, whatever sizes the seed draws.
   */
  budget?: RequestBudget<T>;
}

interface RequestBudget<T> {
  requests: number;
  sizeOf(value: T): number;
  /** The case with only its first `requests` requests. */
  cut(value: T, requests: number): T;
}

/**
 * Runs `predicate` over `ctx.options.runs` values of `arbitrary`, seeded by `ctx.options.seed`.
 * The outcome carries `replay: { seed, path, runs }` so `--seed` (and fast-check's path) replay it.
 */
export async function runProperty<T>(
  ctx: CheckContext,
  /** The cases, or a function that builds them (called once fast-check is loaded). */
  arbitrary: Arbitrary<T> | (() => Arbitrary<T>),
  predicate: (value: T) => Promise<PropertyFailure | undefined>,
  options: PropertyOptions<T> = {},
): Promise<CheckOutcome> {
  await loadFastCheck();
  const cases = typeof arbitrary === 'function' ? arbitrary() : arbitrary;
  let lastFailure: { value: T; failure: PropertyFailure } | undefined;
  const holds = async (value: T): Promise<boolean> => {
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
  };
  const property = fc.asyncProperty(cases, holds);
  const limitMs = ctx.options.propertyTimeLimitMs;
  const drawn = {
    seed: ctx.options.seed,
    numRuns: options.runs ?? ctx.options.runs,
    ...(options.examples ? { examples: options.examples.map((e): [T] => [e]) } : {}),
  };
  // First pass: the very cases fc.check runs (same seed, same order), several at once. Only when one
  // fails (or throws) does fc.check run them again one at a time, to find and shrink the counterexample.
  const values = options.budget ? casesWithin(cases, drawn, options.budget) : casesOf(cases, drawn);
  const runs = options.budget ? values.length : drawn.numRuns;
  const parameters = { ...drawn, numRuns: runs };
  const pass = await concurrentPass(ctx, values, holds, limitMs);
  if (!pass.failed) {
    const counts = { runsRequested: runs, runsMade: pass.made };
    if (pass.made < runs) {
      const why = ctx.options.signal?.aborted ? 'the run was interrupted' : `the time limit of ${limitMs} ms (--property-time-limit) was reached`;
      return {
        ...notEvaluated('interrupted', `${pass.made} of ${runs} generated case(s) ran and held before ${why} (seed ${ctx.options.seed})`),
        property: counts,
      };
    }
    return { ...passed(`${pass.made} generated case(s) held (seed ${ctx.options.seed})`), property: counts };
  }
  const seen = lastFailure;
  const details = await fc.check(property, { ...parameters, interruptAfterTimeLimit: limitMs });
  // A failure the sequential run did not meet again (a flaky answer) is still reported, unshrunk.
  if (!details.failed && seen) lastFailure = seen;
  const counts = { runsRequested: runs, runsMade: details.numRuns };
  if (!lastFailure) {
    // A predicate that threw something other than a transport error is a defect of the check, not a
    // finding about the server: the engine reports it as the check's `threw`.
    if (details.failed && details.errorInstance) throw details.errorInstance;
    // A property stopped short proves only what it ran: never a pass (raise --property-time-limit).
    if (details.interrupted || details.numRuns < runs) {
      const why = ctx.options.signal?.aborted ? 'the run was interrupted' : `the time limit of ${limitMs} ms (--property-time-limit) was reached`;
      return {
        ...notEvaluated('interrupted', `${details.numRuns} of ${runs} generated case(s) ran and held before ${why} (seed ${ctx.options.seed})`),
        property: counts,
      };
    }
    return { ...passed(`${details.numRuns} generated case(s) held (seed ${ctx.options.seed})`), property: counts };
  }
  const describe = options.describe ?? ((v: unknown) => JSON.stringify(v));
  const counterexample = details.failed ? (details.counterexample as unknown as [T] | null) : null;
  const shrunk = counterexample ? counterexample[0] : lastFailure.value;
  const outcome = failed(
    lastFailure.failure.code,
    `${lastFailure.failure.message} — counterexample ${describe(shrunk)} after ${Math.max(details.numRuns, 1)} run(s), ${details.numShrinks} shrink(s)`,
    lastFailure.failure.evidence,
  );
  outcome.replay = { seed: ctx.options.seed, runs: ctx.options.runs, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) };
  outcome.property = counts;
  return outcome;
}

/** The values fc.check generates for these parameters, in order (a synchronous check that only records them). */
function casesOf<T>(arbitrary: Arbitrary<T>, parameters: Parameters<[T]>): T[] {
  const values: T[] = [];
  fc.check(
    fc.property(arbitrary, (value) => {
      values.push(value);
      return true;
    }),
    parameters,
  );
  return values;
}

/**
 * The values fc.check generates, in order, until their requests spend the budget (the examples
 * whole, the last generated case cut to fit): the recording property "fails" once the budget is
 * spent, and `endOnFailure` ends the draw there without shrinking.
 */
function casesWithin<T>(arbitrary: Arbitrary<T>, parameters: Parameters<[T]>, budget: RequestBudget<T>): T[] {
  const values: T[] = [];
  const examples = parameters.examples?.length ?? 0;
  let left = budget.requests;
  if (left <= 0 && examples === 0) return values;
  fc.check(
    fc.property(arbitrary, (value) => {
      const size = budget.sizeOf(value);
      const generated = values.length >= examples;
      values.push(generated && size > left ? budget.cut(value, left) : value);
      left -= size;
      return left > 0;
    }),
    { ...parameters, endOnFailure: true },
  );
  return values;
}

/**
 * Evaluates every case at once (send first: the run's HTTP client bounds the requests in flight to
 * --concurrency, so a property 50 ms away spans a round trip or two, not one per case). Waits no
 * longer than the time limit; `made` counts the cases that held within it, and
 * `failed` says one failed or threw (the sequential run then finds, shrinks and reports it).
 */
async function concurrentPass<T>(
  ctx: CheckContext,
  values: readonly T[],
  holds: (value: T) => Promise<boolean>,
  limitMs: number,
): Promise<{ made: number; failed: boolean }> {
  if (ctx.options.signal?.aborted) return { made: 0, failed: false };
  let made = 0;
  let failed = false;
  let over = false;
  const all = Promise.all(
    values.map(async (value) => {
      let held: boolean;
      try {
        held = await holds(value);
      } catch {
        held = false;
      }
      if (over) return;
      if (held) made++;
      else failed = true;
    }),
  );
  // An interruption needs no listener here: the engine ends the check itself (one listener per check).
  let timer: NodeJS.Timeout | undefined;
  const stopped = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  try {
    await Promise.race([all, stopped]);
  } finally {
    over = true;
    clearTimeout(timer);
  }
  return { made, failed };
}

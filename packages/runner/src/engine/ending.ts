// How a run ends in a report: stopped before any check (unreachable, a configuration to fix), or
// with the checks' results (all, or those an interruption left).
import { requirements as catalogueList, requirementsById } from '@tarc/conformance';
import type { CheckContext, Evidence, Requirement } from '@tarc/conformance';
import { keptString } from '../http/kept-string.js';
import { proxyUsedFor } from '../http/proxy-used.js';
import type { CheckResult, RunReport } from '../types.js';
import { TOOL } from '../version.js';
import { acceptNonEvaluations } from './accept.js';
import type { Run } from './run.js';
import { runChecks, type EarlyAttempts } from './run-checks.js';
import { summarize } from './summary.js';

type ReportHead = Omit<RunReport, 'durationMs' | 'summary' | 'results' | 'observations'>;

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

export interface Ending {
  /** The report of a run stopped before any check. */
  stopped(kind: 'unreachable' | 'configuration', message: string, evidence?: Evidence[]): RunReport;
  /** The checks run with `ctx`, or are reported not started without it; `head` is what the phases learnt. */
  checked(head: Pick<ReportHead, 'preflight' | 'notes'>, ctx: CheckContext | undefined, early?: EarlyAttempts): Promise<RunReport>;
}

export function endingOf(run: Run): Ending {
  const { http, target, settings, selected, options, started } = run;
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
  return {
    stopped: (kind, message, evidence = []) =>
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
      }),
    checked: async (head, ctx, early) => {
      const results = await runChecks(selected, ctx, { ...run.checks, ...(early ? { early } : {}) });
      return finish(run, { ...base, target: targetOf(true), ...head, ...interruptedBy(options.signal) }, run.judge.merge(results));
    },
  };
}

function interruptedBy(signal: AbortSignal | undefined): Pick<RunReport, 'interrupted'> {
  return signal?.aborted ? { interrupted: { signal: String(signal.reason ?? 'SIGINT') } } : {};
}

/** The report of a run whose checks ran (all, or until an interruption). */
function finish({ http, settings, options, started }: Run, head: ReportHead, checked: CheckResult[]): RunReport {
  const throttling = http.throttling();
  const results = acceptNonEvaluations(throttling ? checked.map(slowedByThrottling) : checked, options.acceptSkip ?? []);
  const report: RunReport = {
    ...head,
    ...(throttling ? { throttling } : {}),
    durationMs: Date.now() - started,
    summary: summarize(results, settings.failOn, true, http.requestCount()),
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

// `tarc merge`: one report from the shard reports of one run. Results are combined by check id;
// the summary and verdict are recomputed by summarize(), so a merged run is judged like any run.
import { ConfigError } from '../config-error.js';
import { observationsOf } from '../engine/ending.js';
import { summarize } from '../engine/summary.js';
import type { CheckResult, RunReport } from '../types.js';
import type { ReadReport } from './read.js';
import { canonicalBaseUrl } from './target-url.js';

export interface MergeOptions {
  /** Merge reports of different runs (seed, target, tarc version, settings) or an incomplete set of shards anyway; each mismatch becomes a note. */
  force?: boolean;
}

/** The target a report tested: the embedded server listens on a new port in every process, so it is one target. */
const targetOf = (r: RunReport) => (r.target.embedded ? 'the embedded reference server' : canonicalBaseUrl(r.target.baseUrl));
const selectionOf = (r: RunReport) => (r.selection ? `--only ${JSON.stringify(r.selection.only)} --skip ${JSON.stringify(r.selection.skip)}` : 'not recorded');

/** What makes two reports parts of different runs; each difference is a sentence. */
function mismatches(reports: readonly ReadReport[]): string[] {
  const first = reports[0]!;
  const out: string[] = [];
  const facts: [string, (r: RunReport) => string][] = [
    ['seed', (r) => String(r.seed)],
    ['target', targetOf],
    ['tarc version', (r) => r.tool.version],
    ['property runs', (r) => String(r.runs)],
    ['--fail-on', (r) => r.failOn],
    ['selection', selectionOf],
  ];
  for (const [name, of] of facts) {
    const other = reports.find((r) => of(r.report) !== of(first.report));
    if (other) out.push(`different ${name}: ${of(first.report)} in ${first.path}, ${of(other.report)} in ${other.path}`);
  }
  // Shards that sent DATETIME values in different forms did not test one thing (a shard stopped
  // before preflight has none: its error decides the verdict).
  const [one, ...others] = reports.filter((r) => r.report.preflight);
  const otherForm = others.find((r) => r.report.preflight!.datetimeFormat !== one!.report.preflight!.datetimeFormat);
  if (otherForm)
    out.push(
      `different DATETIME form: ${one!.report.preflight!.datetimeFormat} in ${one!.path}, ${otherForm.report.preflight!.datetimeFormat} in ${otherForm.path}`,
    );
  // A results list cut short (an edited or partly copied report.json) would shrink every total.
  for (const { path, report: r } of reports) {
    if (r.error) continue;
    const expected = r.selection?.checks ?? r.summary.total;
    if (r.results.length !== expected || r.results.length !== r.summary.total) {
      out.push(`${path} is truncated: results has ${r.results.length} checks, its run had ${Math.max(expected, r.summary.total)}`);
    }
  }
  const sharded = reports.filter((r) => r.report.shard);
  if (sharded.length > 0 && sharded.length < reports.length) {
    out.push(`${reports.find((r) => !r.report.shard)!.path} is not a shard report, ${sharded[0]!.path} is`);
  } else if (sharded.length > 0) {
    const count = sharded[0]!.report.shard!.count;
    const other = sharded.find((r) => r.report.shard!.count !== count);
    if (other) out.push(`different shard counts: ${sharded[0]!.path} is of ${count}, ${other.path} of ${other.report.shard!.count}`);
    const seen = new Map<number, string>();
    for (const r of sharded) {
      const index = r.report.shard!.index;
      if (seen.has(index)) out.push(`shard ${index}/${count} given twice: ${seen.get(index)} and ${r.path}`);
      seen.set(index, r.path);
    }
    const absent = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (absent.length > 0 && !other) out.push(`shard${absent.length > 1 ? 's' : ''} ${absent.map((i) => `${i}/${count}`).join(', ')} missing`);
  }
  return out;
}

/**
 * One check reported by several shards (the `final` checks run in every shard, each judging its
 * own exchanges): it failed if it failed anywhere, with every finding; else it passed if it passed
 * anywhere; else it was not evaluated (accepted only if accepted everywhere).
 */
export function combineResults(results: readonly CheckResult[]): CheckResult {
  const first = results[0]!;
  if (results.length === 1) return first;
  const failed = results.filter((r) => r.status === 'failed');
  if (failed.length > 0) {
    const seen = new Set<string>();
    const findings = failed
      .flatMap((r) => r.findings)
      .filter((f) => {
        const key = `${f.code}\u0000${f.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return {
      ...failed[0]!,
      findings,
      evidence: failed.flatMap((r) => r.evidence),
      durationMs: results.reduce((t, r) => t + r.durationMs, 0),
    };
  }
  const passed = results.find((r) => r.status === 'passed');
  if (passed) return { ...passed, durationMs: results.reduce((t, r) => t + r.durationMs, 0) };
  const accepted = results.every((r) => r.accepted === true);
  const { accepted: _drop, ...rest } = first;
  return { ...rest, ...(accepted ? { accepted: true } : {}), durationMs: results.reduce((t, r) => t + r.durationMs, 0) };
}

/** The shards' results dealt back round-robin: the order of a single run's checks. */
function interleave(lists: readonly CheckResult[][]): CheckResult[][] {
  const byId = new Map<string, CheckResult[]>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const r = list[i];
      if (!r) continue;
      const group = byId.get(r.id);
      if (group) group.push(r);
      else byId.set(r.id, [r]);
    }
  }
  return [...byId.values()];
}

/** Merges reports of one run; mismatches are a ConfigError unless `force` (then they are notes). */
export function mergeReports(reports: readonly ReadReport[], options: MergeOptions = {}): RunReport {
  if (reports.length === 0) throw new ConfigError('merge needs at least one report');
  const problems = mismatches(reports);
  if (problems.length > 0 && !options.force) {
    throw new ConfigError(`these reports are not the shards of one run: ${problems.join('; ')} (--force merges them anyway)`);
  }
  const all = reports.map((r) => r.report);
  const first = all[0]!;
  const results = interleave(all.map((r) => r.results)).map(combineResults);
  const starts = all.map((r) => Date.parse(r.startedAt));
  const start = Math.min(...starts);
  const end = Math.max(...all.map((r, i) => starts[i]! + r.durationMs));
  const error = all.find((r) => r.error)?.error;
  const interrupted = all.find((r) => r.interrupted)?.interrupted;
  const preflight = all.find((r) => r.preflight)?.preflight;
  const reachable = all.every((r) => r.target.reachable) && !error;
  const notes = [...new Set([...problems.map((p) => `merged with --force: ${p}`), ...all.flatMap((r) => r.notes)])];
  const requests = all.reduce((n, r) => n + r.summary.requests, 0);
  const shards = first.shard?.count;
  const throttling = mergedThrottling(all.flatMap((r) => (r.throttling ? [r.throttling] : [])));
  return {
    tool: first.tool,
    target: {
      baseUrl: canonicalBaseUrl(first.target.baseUrl),
      embedded: first.target.embedded,
      reachable: all.every((r) => r.target.reachable),
      ...(first.target.proxy ? { proxy: first.target.proxy } : {}),
    },
    seed: first.seed,
    runs: first.runs,
    failOn: first.failOn,
    startedAt: new Date(start).toISOString(),
    durationMs: Math.max(0, end - start),
    summary: summarize(results, first.failOn, reachable, requests),
    ...(interrupted ? { interrupted } : {}),
    ...(preflight ? { preflight } : {}),
    ...(error ? { error } : {}),
    ...(throttling ? { throttling } : {}),
    notes,
    results,
    observations: observationsOf(results),
    gaps: first.gaps,
    ...(first.selection ? { selection: { only: first.selection.only, skip: first.selection.skip, checks: results.length } } : {}),
    merged: { from: reports.length, ...(shards !== undefined ? { shards } : {}), ...(problems.length > 0 ? { forced: problems } : {}) },
  };
}

/** The shards' throttling as one: counts added, the slowest pace and the lowest suggested --rate. */
function mergedThrottling(parts: readonly NonNullable<RunReport['throttling']>[]): RunReport['throttling'] {
  if (parts.length === 0) return undefined;
  const sum = (key: 'throttled' | 'retried' | 'gaveUp') => parts.reduce((n, p) => n + p[key], 0);
  const throttled = sum('throttled'),
    gaveUp = sum('gaveUp');
  const suggestedRate = Math.min(...parts.map((p) => p.suggestedRate));
  return {
    throttled,
    retried: sum('retried'),
    gaveUp,
    concurrency: Math.min(...parts.map((p) => p.concurrency)),
    rate: Math.min(...parts.map((p) => p.rate)),
    suggestedRate,
    message: `server throttled ${throttled} request${throttled === 1 ? '' : 's'}${gaveUp ? ` (${gaveUp} still throttled after retries: their checks are not evaluated)` : ''}; rerun with \`--rate ${suggestedRate}\``,
  };
}

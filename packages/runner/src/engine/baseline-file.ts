// Baseline files: the expectations of a team's run ("these two checks fail, this one cannot be
// evaluated on our data"), written by `tarc baseline REPORT -o FILE` for a person to review in a
// pull request, and read by `--baseline FILE` (which also takes a previous report.json as is).
import type { NotEvaluatedReason } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import { reportSchemaErrors } from '../reports/schema.js';
import type { RunReport } from '../types.js';
import { leavesUnevaluated } from './summary.js';

/** One expected non-pass. */
export interface Expectation {
  check: string;
  status: 'failed' | 'not-evaluated';
  /** Failed: the finding codes expected (`check-id/code`; `[]`: a failure without codes); a failure with another code is new. */
  codes?: string[];
  /** Not evaluated: the reason expected; absent, any reason is accepted. */
  reason?: NotEvaluatedReason;
  /** Why this is expected: for the reviewer (written from the report's message; edit it). */
  why: string;
}

export interface Baseline {
  expectations: Expectation[];
  /** The MUST checks of the baseline's run: one missing from a later run fails it. */
  mustChecks: string[];
}

export const BASELINE_FORMAT = 'tarc-baseline/1';

/** The expectations file of a report: every failing or unevaluated check, sorted by id. */
export function baselineFromReport(report: RunReport): Baseline {
  const expectations: Expectation[] = [];
  for (const r of report.results) {
    if (r.status === 'failed') {
      const codes = [...new Set(r.findings.map((f) => f.code))].sort();
      const why = r.findings[0]?.message ?? r.message ?? 'failed';
      expectations.push({ check: r.id, status: 'failed', codes, why: oneLine(why) });
    } else if (leavesUnevaluated(r)) {
      expectations.push({
        check: r.id,
        status: 'not-evaluated',
        ...(r.reason ? { reason: r.reason } : {}),
        why: oneLine(r.message ?? r.reason ?? 'not evaluated'),
      });
    }
  }
  expectations.sort((a, b) => (a.check < b.check ? -1 : a.check > b.check ? 1 : 0));
  const mustChecks = report.results
    .filter((r) => r.level === 'MUST')
    .map((r) => r.id)
    .sort();
  return { expectations, mustChecks };
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** The file `tarc baseline` writes: one expectation per line, so a pull request shows each change on its own line. */
export function baselineText(baseline: Baseline, source: RunReport): string {
  const from = {
    target: source.target.embedded ? 'embedded reference server' : source.target.baseUrl,
    seed: source.seed,
    tarc: source.tool.version,
    startedAt: source.startedAt,
  };
  const lines = [
    '{',
    `  "format": "${BASELINE_FORMAT}",`,
    `  "comment": "Expected failures and non-evaluations for tarc --baseline. A failing check is known when it fails with only these finding codes; remove an entry once it is fixed.",`,
    `  "from": ${JSON.stringify(from)},`,
    `  "expectations": [${baseline.expectations.length ? `\n${baseline.expectations.map((e) => `    ${JSON.stringify(e)}`).join(',\n')}\n  ` : ''}],`,
    `  "mustChecks": [${baseline.mustChecks.length ? `\n${baseline.mustChecks.map((id) => `    ${JSON.stringify(id)}`).join(',\n')}\n  ` : ''}]`,
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Reads a baseline: an expectations file, or a report.json whose failures and non-evaluations are the expectations. */
export function parseBaseline(text: string, file: string): Baseline {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`baseline ${file} is not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  const object = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  if (object && 'results' in object && 'summary' in object) {
    const errors = reportSchemaErrors(value);
    if (errors.length > 0) throw new ConfigError(`baseline ${file} is neither an expectations file nor a valid report.json (${errors[0]})`);
    const report = value as RunReport;
    if (report.error) throw new ConfigError(`baseline ${file} is the report of a run that tested nothing (${report.error.kind})`);
    return baselineFromReport(report);
  }
  if (!object || object.format !== BASELINE_FORMAT || !Array.isArray(object.expectations)) {
    throw new ConfigError(`baseline ${file} is not a tarc baseline (expected "format": "${BASELINE_FORMAT}" and "expectations", or a report.json)`);
  }
  const mustChecks = object.mustChecks ?? [];
  if (!isStrings(mustChecks)) throw new ConfigError(`baseline ${file}: "mustChecks" must be a list of check ids`);
  const expectations = object.expectations.map((e: unknown, i): Expectation => {
    const x = e !== null && typeof e === 'object' ? (e as Record<string, unknown>) : {};
    const where = `baseline ${file}: expectation ${i + 1}`;
    if (typeof x.check !== 'string' || x.check === '') throw new ConfigError(`${where} needs "check" (a check id)`);
    if (x.status !== 'failed' && x.status !== 'not-evaluated') throw new ConfigError(`${where} (${x.check}): "status" must be "failed" or "not-evaluated"`);
    if (x.codes !== undefined && !isStrings(x.codes)) throw new ConfigError(`${where} (${x.check}): "codes" must be a list of finding codes`);
    if (x.status === 'failed' && x.codes === undefined)
      throw new ConfigError(`${where} (${x.check}): "codes" must list the finding codes expected ([] for a failure without codes)`);
    if (x.reason !== undefined && typeof x.reason !== 'string') throw new ConfigError(`${where} (${x.check}): "reason" must be a string`);
    if (typeof x.why !== 'string' || x.why.trim() === '') throw new ConfigError(`${where} (${x.check}): "why" must say why it is expected`);
    return {
      check: x.check,
      status: x.status,
      ...(x.codes !== undefined ? { codes: x.codes as string[] } : {}),
      ...(x.reason !== undefined ? { reason: x.reason as NotEvaluatedReason } : {}),
      why: x.why,
    };
  });
  const ids = new Set<string>();
  for (const e of expectations) {
    if (ids.has(e.check)) throw new ConfigError(`baseline ${file}: ${e.check} is listed twice`);
    ids.add(e.check);
  }
  return { expectations, mustChecks };
}

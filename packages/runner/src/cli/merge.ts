import { checks } from '@tarc/conformance';
import { applyBaseline } from '../engine/baseline.js';
import { SecretSet } from '../http/redact.js';
import { mergeReports } from '../reports/merge.js';
import { readReport, type ReadReport } from '../reports/read.js';
import { parseCommandArgs } from './args.js';
import { loadBaseline } from './baseline-option.js';
import { MERGE_HELP } from './ci-help.js';
import type { Io } from './io.js';
import { refuseOverwrite, writeAndSummarize } from './report-output.js';
import { UsageError } from './usage-error.js';

/** `tarc merge REPORT...`: one report (all four formats) from the shard reports of one run. */
export async function mergeCommand(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    'report-dir': { type: 'string' },
    baseline: { type: 'string' },
    'baseline-strict': { type: 'boolean' },
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(MERGE_HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('merge needs the report.json files (or report directories) of the shards');
  if (values['baseline-strict'] && values.baseline === undefined) throw new UsageError('--baseline-strict needs --baseline FILE');
  const reportDir = (values['report-dir'] as string | undefined) ?? 'reports';
  const baselineFile = values.baseline as string | undefined;
  const inputs: ReadReport[] = [];
  for (const path of positionals) inputs.push(await readReport(path));
  const known = new Set([...checks.map((c) => c.id), ...inputs.flatMap((r) => r.report.results.map((x) => x.id))]);
  const baseline = baselineFile !== undefined ? await loadBaseline(baselineFile, known) : undefined;
  refuseOverwrite(
    reportDir,
    inputs.map((r) => r.path),
  );
  let report = mergeReports(inputs, { force: values.force === true });
  if (baseline) report = applyBaseline(report, baseline, { file: baselineFile!, strict: values['baseline-strict'] === true });
  io.stdout.write(`tarc merge: ${inputs.length} reports${report.merged?.shards ? ` (${report.merged.shards} shards)` : ''}, seed ${report.seed}\n`);
  // The shards' reports were scrubbed when they were written: no secret of theirs is known here.
  return writeAndSummarize(report, reportDir, io, { secrets: new SecretSet(), command: 'merge' });
}

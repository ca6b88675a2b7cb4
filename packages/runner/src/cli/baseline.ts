import { writeFile } from 'node:fs/promises';
import { ConfigError } from '../config-error.js';
import { baselineFromReport, baselineText } from '../engine/baseline-file.js';
import { fsProblem } from '../reports/fs-problem.js';
import { readReport } from '../reports/read.js';
import { parseCommandArgs } from './args.js';
import { BASELINE_HELP } from './ci-help.js';
import type { Io } from './io.js';
import { ensureFolderOf } from './output-folder.js';
import { UsageError } from './usage-error.js';

/** `tarc baseline REPORT -o FILE`: the expectations file of a report, for review in a pull request. */
export async function baselineCommand(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(BASELINE_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`baseline needs exactly one report.json (or report directory), got ${positionals.length}`);
  const output = values.output as string | undefined;
  if (!output) throw new UsageError('baseline needs -o FILE (where to write the expectations)');
  const { path, report } = await readReport(positionals[0]!);
  if (report.error) throw new ConfigError(`${path} is the report of a run that tested nothing (${report.error.kind}): there is nothing to expect`);
  if (report.interrupted) throw new ConfigError(`${path} is a partial report (interrupted by ${report.interrupted.signal}): run to the end first`);
  const baseline = baselineFromReport(report);
  try {
    await ensureFolderOf(output);
    await writeFile(output, baselineText(baseline, report));
  } catch (error) {
    throw new ConfigError(`cannot write ${output}: ${fsProblem(error)}`);
  }
  const failed = baseline.expectations.filter((e) => e.status === 'failed').length;
  io.stdout.write(
    `Wrote ${output}: ${failed} expected failures, ${baseline.expectations.length - failed} expected non-evaluations, ${baseline.mustChecks.length} MUST checks to keep running.\nReview the "why" of each, commit it, and pass it with --baseline ${output}.\n`,
  );
  return 0;
}

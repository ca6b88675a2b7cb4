import { resolve } from 'node:path';
import { writeReports, reportPaths, type ReportPaths, type WriteOptions } from '../reports/write.js';
import type { RunReport } from '../types.js';
import { paint, useColor, type Io } from './io.js';
import { exitCode } from './run.js';
import { summaryText } from './summary-text.js';
import { UsageError } from './usage-error.js';

/** A command that writes reports must not overwrite the reports it reads. */
export function refuseOverwrite(reportDir: string, inputs: readonly string[]): void {
  const out = resolve(reportPaths(reportDir).json);
  const clash = inputs.find((file) => resolve(file) === out);
  if (clash) throw new UsageError(`--report-dir ${reportDir} would overwrite ${clash}: write the new reports elsewhere`);
}

/** Writes the four reports, prints the summary (scrubbed of `secrets` too), and returns the exit code (as tarc run does). */
export async function writeAndSummarize(report: RunReport, reportDir: string, io: Io, write: WriteOptions): Promise<number> {
  const { secrets, command = 'run' } = write;
  let paths: ReportPaths | undefined;
  try {
    paths = await writeReports(report, reportDir, write);
  } catch (error) {
    io.stderr.write(`tarc: cannot write the reports to ${reportDir}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  io.stdout.write(secrets.scrubText(summaryText(report, paths, paint(useColor(io)), command)));
  return exitCode(report, paths !== undefined);
}

import { randomSeed, runSuite } from '../engine/run-suite.js';
import { writeReports, type ReportPaths } from '../reports/write.js';
import type { Check, Requirement } from '@tarc/conformance';
import { TOOL } from '../version.js';
import { clip } from './clip.js';
import { RUN_HELP } from './help.js';
import { paint, useColor, type Io } from './io.js';
import { listText } from './list.js';
import { parseRunArgs } from './parse-run.js';
import { progressReporter } from './progress.js';
import { summaryText } from './summary-text.js';

/** For tests: run other checks than the catalogue's. */
export interface RunCommandOverrides {
  checks?: readonly Check[];
  requirements?: ReadonlyMap<string, Requirement>;
}

/** `tarc run`: exit 0 pass, 1 a failing check at or above --fail-on, 3 unreachable (2 is thrown as a usage error). */
export async function runCommand(argv: readonly string[], io: Io, overrides: RunCommandOverrides = {}): Promise<number> {
  const command = parseRunArgs(argv, io.env);
  if (command.help) {
    io.stdout.write(RUN_HELP);
    return 0;
  }
  const options = { ...command.options, ...overrides };
  if (command.list) {
    io.stdout.write(listText(options));
    return 0;
  }
  const seed = options.seed ?? randomSeed();
  io.stdout.write(`tarc ${TOOL.version} · seed ${seed}\n`);
  for (const notice of command.notices) io.stdout.write(`note: ${clip(notice, 1000)}\n`);
  const progress = progressReporter(io);
  let report;
  try {
    report = await runSuite({ ...options, seed, onProgress: progress.onProgress });
  } finally {
    progress.finish();
  }
  let paths: ReportPaths | undefined;
  try {
    paths = await writeReports(report, command.reportDir);
  } catch (error) {
    io.stderr.write(`tarc: cannot write the reports to ${clip(`${command.reportDir}: ${error instanceof Error ? error.message : String(error)}`, 1000)}\n`);
  }
  io.stdout.write(summaryText(report, paths, paint(useColor(io))));
  if (!report.target.reachable) return 3;
  if (!paths) return 2;
  return report.summary.verdict === 'pass' ? 0 : 1;
}

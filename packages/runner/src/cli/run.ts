import { runSuiteWithSecrets, type ReportAndSecrets } from '../engine/run-suite.js';
import { randomSeed } from '../engine/settings.js';
import { clearReports, writeReports, type ReportPaths } from '../reports/write.js';
import type { RunReport } from '../types.js';
import { checks, type Check, type Requirement } from '@tarc/conformance';
import { TOOL } from '../version.js';
import { clip } from './clip.js';
import { RUN_HELP } from './help.js';
import { paint, useColor, type Io } from './io.js';
import { listText } from './list.js';
import { parseRunArgs, RUN_OPTIONS, runFlagsFirst, type RunCommand } from './parse-run.js';
import { ConfigError } from '../config-error.js';
import { effectiveConfigText, loadRunConfig } from './config-file.js';
import { isCredentialHeader } from '../http/gateway.js';
import { progressReporter } from './progress.js';
import { summaryText } from './summary-text.js';
import { applyBaseline } from '../engine/baseline.js';
import { loadBaseline } from './baseline-option.js';
import { withRequestLog } from './request-log.js';

/** For tests: run other checks than the catalogue's. */
export interface RunCommandOverrides {
  checks?: readonly Check<string>[];
  requirements?: ReadonlyMap<string, Requirement>;
}

/** `tarc run`: see exitCode; usage errors are thrown (exit 2). */
export async function runCommand(argv: readonly string[], io: Io, overrides: RunCommandOverrides = {}): Promise<number> {
  const first = runFlagsFirst(argv);
  if (first.help) {
    io.stdout.write(RUN_HELP);
    return 0;
  }
  const config = await loadRunConfig(first.config, io.cwd ?? process.cwd(), RUN_OPTIONS);
  const command = parseRunArgs(argv, io.env, config);
  if (command.printConfig) {
    io.stdout.write(effectiveConfigText(command.values, command.config, io.env, isCredentialHeader));
    return 0;
  }
  try {
    return await run(command, io, overrides);
  } catch (error) {
    // Found by the suite (an --only matching nothing): said with the config file and key it came from.
    if (error instanceof ConfigError) throw new ConfigError(command.inConfigTerms(error.message));
    throw error;
  }
}

async function run(command: RunCommand, io: Io, overrides: RunCommandOverrides): Promise<number> {
  const options = { ...command.options, ...overrides };
  if (command.list) {
    io.stdout.write(listText(options));
    return 0;
  }
  const baseline = command.baseline ? await loadBaseline(command.baseline.file, new Set((options.checks ?? checks).map((c) => c.id))) : undefined;
  const seed = options.seed ?? randomSeed();
  io.stdout.write(`tarc ${TOOL.version} · seed ${seed}\n`);
  if (command.config) io.stdout.write(`options from ${clip(command.config, 1000)} (flags override it)\n`);
  for (const notice of command.notices) io.stdout.write(`note: ${clip(notice, 1000)}\n`);
  // An earlier run's reports must not look like this run's, whatever happens to this one.
  try {
    await clearReports(command.reportDir);
  } catch (error) {
    io.stderr.write(`tarc: cannot clear ${command.reportDir}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const controller = new AbortController();
  const stopListening = io.onInterrupt?.((signal) => {
    io.stderr.write(`\ntarc: ${signal}: stopping; writing a partial report (send it again to quit at once)\n`);
    controller.abort(signal);
  });
  const progress = progressReporter(io, command.verbose);
  let ran: ReportAndSecrets;
  try {
    ran = await withRequestLog(
      command.logRequests,
      (message) => io.stderr.write(`tarc: ${clip(message, 1000)}\n`),
      (onExchange) =>
        runSuiteWithSecrets({ ...options, seed, signal: controller.signal, onProgress: progress.onProgress, ...(onExchange ? { onExchange } : {}) }),
    );
  } finally {
    progress.finish();
    stopListening?.();
  }
  // The run's secrets go with its report to the writers' last pass (reports/write.ts) and to stdout.
  const { secrets } = ran;
  const report = baseline ? applyBaseline(ran.report, baseline, command.baseline!) : ran.report;
  let paths: ReportPaths | undefined;
  try {
    paths = await writeReports(report, command.reportDir, { secrets });
  } catch (error) {
    io.stderr.write(`tarc: cannot write the reports to ${clip(`${command.reportDir}: ${error instanceof Error ? error.message : String(error)}`, 1000)}\n`);
  }
  const summary = summaryText(report, paths, paint(useColor(io)));
  io.stdout.write(secrets.scrubText(summary));
  if (report.error?.kind === 'configuration') io.stderr.write(`tarc: ${report.error.message}\n`);
  return exitCode(report, paths !== undefined);
}

/** 0 pass, 1 fail, 2 configuration (or reports not written), 3 unreachable, 4 inconclusive, 130/143 interrupted. */
export function exitCode(report: RunReport, written: boolean): number {
  if (report.interrupted) return report.interrupted.signal === 'SIGTERM' ? 143 : 130;
  if (report.error) return report.error.kind === 'unreachable' ? 3 : 2;
  if (!written) return 2;
  switch (report.summary.verdict) {
    case 'pass':
      return 0;
    case 'inconclusive':
      return 4;
    default:
      return 1;
  }
}

import { runSuiteWithSecrets, type ReportAndSecrets } from '../engine/run-suite.js';
import { checksToRerun, rerunOutcomes } from '../engine/rerun.js';
import { ConfigError } from '../config-error.js';
import { readReport } from '../reports/read.js';
import { canonicalBaseUrl } from '../reports/target-url.js';
import { clip } from './clip.js';
import { clearReports } from '../reports/write.js';
import { TOOL } from '../version.js';
import { RERUN_HELP } from './ci-help.js';
import type { Io } from './io.js';
import { parseRunArgs } from './parse-run.js';
import { progressReporter } from './progress.js';
import { withRequestLog } from './request-log.js';
import { refuseOverwrite, writeAndSummarize } from './report-output.js';
import type { RunCommandOverrides } from './run.js';
import { UsageError } from './usage-error.js';

const SELECTION = ['only', 'skip', 'shard', 'seed'] as const;
/** Options of tarc run that rerun refuses: a typo is never told to use one (`--onyl` is not "did you mean --only"). */
const REFUSED = [...SELECTION, 'list', 'config', 'print-config'];

/**
 * `tarc rerun REPORT [run options]`: runs again only the checks REPORT had failed or not evaluated,
 * with its seed, property runs, --fail-on and DATETIME form, against its target (or --base-url),
 * and marks each fixed, still failing or still not evaluated.
 */
export async function rerunCommand(argv: readonly string[], io: Io, overrides: RunCommandOverrides = {}): Promise<number> {
  const [file, ...rest] = argv;
  if (file === '--help' || file === '-h' || rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(RERUN_HELP);
    return 0;
  }
  if (file === undefined || file.startsWith('-')) throw new UsageError('rerun needs the report first: tarc rerun REPORT [options]');
  const { path, report: before } = await readReport(file);
  // A run that tested nothing has nothing to run again: "nothing to rerun" would read as a pass.
  if (before.error) {
    throw new ConfigError(
      `${path} is the report of a run that tested nothing (${before.error.kind === 'unreachable' ? 'the target could not be reached' : 'configuration error'}: ${clip(before.error.message, 300)}): fix that and use tarc run`,
    );
  }
  // Its target unless told otherwise: given as --base-url, so credentials come from TARC_* as in tarc run.
  const hasBaseUrl = rest.some((a) => a === '--base-url' || a.startsWith('--base-url='));
  const args = !hasBaseUrl && !before.target.embedded ? ['--base-url', canonicalBaseUrl(before.target.baseUrl), ...rest] : rest;
  const command = parseRunArgs(args, io.env, undefined, REFUSED);
  for (const name of SELECTION) {
    if (command.options[name] !== undefined) throw new UsageError(`rerun takes its checks and seed from the report: --${name} is not allowed`);
  }
  if (command.list) throw new UsageError('rerun does not list: use tarc run --list');
  // Its options are the report's and the command line's: a config file would change what is compared.
  if (command.values.config !== undefined || command.printConfig) throw new UsageError('rerun reads no config file: give its options as flags');
  const reportDir = rest.some((a) => a === '--report-dir' || a.startsWith('--report-dir=')) ? command.reportDir : 'reports/rerun';
  refuseOverwrite(reportDir, [path]);

  const again = checksToRerun(before);
  if (again.length === 0) {
    io.stdout.write(`Nothing to rerun: every check of ${path} passed (or its rule was moot).\n`);
    return 0;
  }
  const accepted = before.results.filter((r) => r.accepted).map((r) => r.id);
  const datetimeFormat = before.preflight?.datetimeFormatSource === 'option' ? before.preflight.datetimeFormat : undefined;
  const options = {
    ...(datetimeFormat ? { datetimeFormat } : {}),
    ...command.options,
    runs: command.options.runs ?? before.runs,
    failOn: command.options.failOn ?? before.failOn,
    seed: before.seed,
    only: again.map((r) => r.id),
    acceptSkip: [...(command.options.acceptSkip ?? []), ...accepted],
    ...overrides,
  };
  io.stdout.write(`tarc ${TOOL.version} · rerun of ${again.length} checks from ${path} · seed ${before.seed}\n`);
  await clearReports(reportDir);
  const controller = new AbortController();
  const stopListening = io.onInterrupt?.((signal) => {
    io.stderr.write(`\ntarc: ${signal}: stopping; writing a partial report\n`);
    controller.abort(signal);
  });
  const progress = progressReporter(io, command.verbose);
  let ran: ReportAndSecrets;
  try {
    ran = await withRequestLog(
      command.logRequests,
      (message) => io.stderr.write(`tarc: ${clip(message, 1000)}\n`),
      (onExchange) => runSuiteWithSecrets({ ...options, signal: controller.signal, onProgress: progress.onProgress, ...(onExchange ? { onExchange } : {}) }),
    );
  } finally {
    progress.finish();
    stopListening?.();
  }
  const after = ran.report;
  const report = after.error ? after : { ...after, rerun: { of: path, outcomes: rerunOutcomes(again, after.results) } };
  if (report.error?.kind === 'configuration') io.stderr.write(`tarc: ${report.error.message}\n`);
  return writeAndSummarize(report, reportDir, io, { secrets: ran.secrets });
}

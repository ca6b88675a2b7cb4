// runSuite: one whole run in-process — settings, target, client, then the phases (engine/phases.ts).
import { checks as allChecks } from '@tarc/conformance';
import type { SecretSet } from '../http/redact.js';
import { requireCredentials } from '../preflight/credentials.js';
import type { RunReport, RunSuiteOptions } from '../types.js';
import { checksOptionsOf } from './check-context.js';
import { createExchangeJudge, type ExchangeJudge } from './exchange-judge.js';
import { specOf } from './levels.js';
import { runPhases } from './phases.js';
import { runClient } from './run-client.js';
import { selectChecks } from './select.js';
import { settingsOf } from './settings.js';
import { openTarget } from './target.js';

/** The judge of a run told not to judge its exchanges (`judgeExchanges: false`): it adds nothing. */
const NO_JUDGE: ExchangeJudge = {
  judge: () => undefined,
  merge: (results) => [...results],
  counts: () => ({ judged: 0, codes: 0 }),
  notes: () => [],
};

/** A run's report, and the secrets it was scrubbed of: the report writers' last pass (reports/write.ts). */
export interface ReportAndSecrets {
  report: RunReport;
  /** Every API secret and every signature the run sent, in every encoding; never serialised. */
  secrets: SecretSet;
}

/** Runs the suite; the report with the secrets its writers need (`writeReports(report, dir, { secrets })`). */
export async function runSuiteWithSecrets(options: RunSuiteOptions = {}): Promise<ReportAndSecrets> {
  const started = Date.now();
  const settings = settingsOf(options);
  // Configuration errors surface before anything starts.
  const selected = selectChecks(options.checks ?? allChecks, {
    ...(options.only ? { only: options.only } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  });
  for (const check of selected) specOf(check, settings.catalogue);
  const target = await openTarget(options);
  options.onProgress?.({ kind: 'target', baseUrl: target.baseUrl, embedded: target.embedded !== undefined, seed: settings.seed });
  if (!target.embedded) requireCredentials(selected, target.credentials !== undefined, options.configNames);
  // The domain's query rules read the run's clock: the one it was given, else the time of each answer.
  const judge = options.judgeExchanges === false ? NO_JUDGE : createExchangeJudge(() => options.now ?? new Date());
  const http = runClient(target, settings, options, judge);
  try {
    const checks = checksOptionsOf({ http, settings, options });
    const report = await runPhases({ http, judge, target, settings, selected, checks, options, started });
    return { report, secrets: http.secrets };
  } finally {
    await http.close();
    await target.embedded?.close();
  }
}

/** Runs the suite: its report, scrubbed of every secret and signature sent. */
export async function runSuite(options: RunSuiteOptions = {}): Promise<RunReport> {
  return (await runSuiteWithSecrets(options)).report;
}

// @tarc/runner public API. Exports by name; everything not listed here is internal.
export { main } from './cli.js';
export { ConfigError } from './config-error.js';
export { dateTimeFormatter } from './discovery/datetime-format.js';
export { discover } from './discovery/discover.js';
export type { DiscoverOptions, DiscoverResult } from './discovery/discover.js';
export { runSuite, runSuiteWithSecrets } from './engine/run-suite.js';
export type { ReportAndSecrets } from './engine/run-suite.js';
export { DEFAULT_RUNS, randomSeed } from './engine/settings.js';
export { planChecks } from './engine/plan.js';
export type { PlannedCheck } from './engine/plan.js';
export { createHttpClient } from './http/client.js';
export type { HttpClientOptions, RunHttpClient } from './http/client.js';
export { defaultSigner, loadSigner } from './http/signer.js';
export { openApiDocument } from './openapi/document.js';
export type { OpenApiOptions } from './openapi/options.js';
export type { ProxyFinding } from './proxy/finding.js';
export { proxyReport } from './proxy/report.js';
export { startProxy } from './proxy/server.js';
export type { ProxyOptions, RunningProxy } from './proxy/server.js';
export type { ExchangeEvent, ProxySession } from './proxy/session.js';
export type { SignInput, Signer } from './http/signer.js';
export { evidenceText } from './reports/evidence-text.js';
export { terminalText } from './cli/terminal-text.js';
export { reportHtml } from './reports/html.js';
export { reportJson } from './reports/json.js';
export { reportJunit } from './reports/junit.js';
export { reportMarkdown } from './reports/markdown.js';
export { reportSchemaErrors } from './reports/schema.js';
export { exitCode } from './cli/run.js';
export { coverageLine, failingResults, inconclusiveResults } from './engine/summary.js';
export { junitShape } from './reports/junit.js';
export { clearReports, writeReports } from './reports/write.js';
export type { WriteOptions } from './reports/write.js';
export { SecretSet } from './http/redact.js';
export { mergeReports, combineResults } from './reports/merge.js';
export type { MergeOptions } from './reports/merge.js';
export { readReport } from './reports/read.js';
export type { ReadReport } from './reports/read.js';
export { gridHtml, gridMarkdown } from './reports/grid.js';
export type { GridColumn } from './reports/grid.js';
export { applyBaseline, compareWithBaseline } from './engine/baseline.js';
export type { BaselineOptions } from './engine/baseline.js';
export { BASELINE_FORMAT, baselineFromReport, baselineText, parseBaseline } from './engine/baseline-file.js';
export type { Baseline, Expectation } from './engine/baseline-file.js';
export { summarize } from './engine/summary.js';
export type { ReportPaths } from './reports/write.js';
export type {
  BaselineComparison,
  CheckResult,
  ConfigNames,
  ResultFinding,
  CountsByStatus,
  DateTimeFormat,
  EmbeddedOptions,
  Preflight,
  ProgressEvent,
  ProxySettings,
  RerunOutcome,
  RerunOutcomeName,
  RunReport,
  RunSuiteOptions,
  SpecReference,
  Verdict,
} from './types.js';

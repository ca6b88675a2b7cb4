// @tarc/runner public API. Exports by name; everything not listed here is internal.
export { main } from './cli.js';
export { ConfigError } from './config-error.js';
export { dateTimeFormatter } from './discovery/datetime-format.js';
export { discover } from './discovery/discover.js';
export type { DiscoverOptions, DiscoverResult } from './discovery/discover.js';
export { DEFAULT_RUNS, randomSeed, runSuite } from './engine/run-suite.js';
export { createHttpClient } from './http/client.js';
export type { HttpClientOptions, RunHttpClient } from './http/client.js';
export { defaultSigner, loadSigner } from './http/signer.js';
export { openApiDocument } from './openapi/document.js';
export type { ProxyFinding } from './proxy/finding.js';
export { proxyReport } from './proxy/report.js';
export { PROXY_RULES } from './proxy/rules/index.js';
export type { ProxyRule, Violation } from './proxy/rules/index.js';
export { startProxy } from './proxy/server.js';
export type { ProxyOptions, ProxySession, RunningProxy } from './proxy/server.js';
export type { SignInput, Signer } from './http/signer.js';
export { reportHtml } from './reports/html.js';
export { reportJson } from './reports/json.js';
export { reportJunit } from './reports/junit.js';
export { reportMarkdown } from './reports/markdown.js';
export { reportSchemaErrors } from './reports/schema.js';
export { exitCode } from './cli/run.js';
export { coverageLine, failingResults, inconclusiveResults } from './engine/summary.js';
export { junitShape } from './reports/junit.js';
export { clearReports, writeReports } from './reports/write.js';
export type { ReportPaths } from './reports/write.js';
export type {
  CheckResult,
  CountsByStatus,
  DateTimeFormat,
  EmbeddedOptions,
  Preflight,
  ProgressEvent,
  RunReport,
  RunSuiteOptions,
  SpecReference,
  Verdict,
} from './types.js';

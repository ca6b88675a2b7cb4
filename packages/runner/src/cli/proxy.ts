// `tarc proxy`: a validating proxy in front of a server under test (see PROXY_HELP).
import { parseCommandArgs } from './args.js';
import { ConfigError } from '../config-error.js';
import { failingResults, inconclusiveResults } from '../engine/summary.js';
import { acceptHint } from '../reports/accept-hint.js';
import { escapeControl, exchangeLine, failureLine, LOG_LEVELS, type LogLevel } from '../proxy/print.js';
import { proxyReport } from '../proxy/report.js';
import { MAX_JUDGED_BODY } from '../proxy/body.js';
import { DEFAULT_DRAIN_MS, DEFAULT_MAX_CONNECTIONS, DEFAULT_UPSTREAM_TIMEOUT_MS, parseTarget, startProxy } from '../proxy/server.js';
import { findingTotal } from '../proxy/session.js';
import { writeReports } from '../reports/write.js';
import { PROXY_HELP } from './help-proxy.js';
import { paint, useColor, type Io } from './io.js';
import { UsageError } from './usage-error.js';

export const DEFAULT_PROXY_PORT = 8787;
const DEFAULT_PROXY_REPORT_DIR = 'reports/proxy';

const OPTIONS = {
  target: { type: 'string' },
  port: { type: 'string' },
  'report-dir': { type: 'string' },
  'max-requests': { type: 'string' },
  'fail-on': { type: 'string' },
  'max-body-bytes': { type: 'string' },
  'upstream-timeout-ms': { type: 'string' },
  'max-connections': { type: 'string' },
  'log-level': { type: 'string' },
  'drain-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface ProxyCommand {
  help: boolean;
  target: string;
  port: number;
  reportDir: string;
  maxRequests?: number;
  failOn: 'must' | 'should';
  maxBodyBytes: number;
  upstreamTimeoutMs: number;
  maxConnections: number;
  logLevel: LogLevel;
  drainMs: number;
}

function integer(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} expects an integer from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

/** Reads `tarc proxy` arguments; every mistake is a UsageError. */
export function parseProxyArgs(argv: readonly string[]): ProxyCommand {
  const values = parseCommandArgs(argv, OPTIONS, false).values as Record<string, string | boolean | undefined>;
  const help = values.help === true;
  const target = values.target as string | undefined;
  if (!help && target === undefined) throw new UsageError('--target URL is required: the server to forward to');
  if (target !== undefined) {
    try {
      parseTarget(target);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const failOn = (values['fail-on'] as string | undefined) ?? 'must';
  if (failOn !== 'must' && failOn !== 'should') throw new UsageError(`--fail-on expects must or should, got "${failOn}"`);
  const port = values.port as string | undefined;
  const max = values['max-requests'] as string | undefined;
  const reportDir = (values['report-dir'] as string | undefined) ?? DEFAULT_PROXY_REPORT_DIR;
  if (reportDir === '') throw new UsageError('--report-dir expects a directory');
  const logLevel = (values['log-level'] as string | undefined) ?? 'warn';
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) throw new UsageError(`--log-level expects ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const drain = values['drain-ms'] as string | undefined;
  return {
    help,
    target: target ?? '',
    port: port === undefined ? DEFAULT_PROXY_PORT : integer('port', port, 0, 65535),
    reportDir,
    ...(max !== undefined ? { maxRequests: integer('max-requests', max, 1, Number.MAX_SAFE_INTEGER) } : {}),
    failOn,
    ...boundsOf(values),
    logLevel: logLevel as LogLevel,
    drainMs: drain === undefined ? DEFAULT_DRAIN_MS : integer('drain-ms', drain, 0, 600_000),
  };
}

/** The proxy's bounds: the runner's body cap, a time limit per exchange, a cap on client connections. */
function boundsOf(values: Record<string, string | boolean | undefined>): Pick<ProxyCommand, 'maxBodyBytes' | 'upstreamTimeoutMs' | 'maxConnections'> {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const text = values[name] as string | undefined;
    return text === undefined ? fallback : integer(name, text, min, max);
  };
  return {
    maxBodyBytes: read('max-body-bytes', MAX_JUDGED_BODY, 1024, 1024 * 1024 * 1024),
    upstreamTimeoutMs: read('upstream-timeout-ms', DEFAULT_UPSTREAM_TIMEOUT_MS, 1, 3_600_000),
    maxConnections: read('max-connections', DEFAULT_MAX_CONNECTIONS, 1, 100_000),
  };
}

export interface ProxyCommandOptions {
  /** Stops the proxy as SIGINT/SIGTERM do (tests). */
  signal?: AbortSignal;
  /** Told the proxy's URL once it listens (tests). */
  onListening?(url: string): void;
}

/**
 * Runs the proxy until SIGINT, SIGTERM, `--max-requests` or `options.signal`, then writes the
 * reports. Exit code: 0 pass, 1 a finding at or above --fail-on, 4 inconclusive (a MUST rule no
 * exchange exercised), 2 usage or configuration.
 */
export async function proxyCommand(argv: readonly string[], io: Io, options: ProxyCommandOptions = {}): Promise<number> {
  const command = parseProxyArgs(argv);
  if (command.help) {
    io.stdout.write(PROXY_HELP);
    return 0;
  }
  const p = paint(useColor(io));
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  try {
    proxy = await startProxy({
      target: command.target,
      port: command.port,
      ...(command.maxRequests !== undefined ? { maxRequests: command.maxRequests } : {}),
      maxBodyBytes: command.maxBodyBytes,
      upstreamTimeoutMs: command.upstreamTimeoutMs,
      maxConnections: command.maxConnections,
      drainMs: command.drainMs,
      // One line per exchange at most (the report has every finding): a failed one from `error`,
      // one with findings from `warn`, every one at `info`.
      onExchange: (e) => {
        if (command.logLevel === 'info' || (command.logLevel === 'warn' && e.findings.length > 0)) io.stdout.write(exchangeLine(e, p));
      },
      onExchangeFailed: (f) => {
        if (command.logLevel !== 'silent') io.stdout.write(failureLine(f, p));
      },
      onInternalError: (m) => io.stderr.write(`tarc proxy: internal error, exchange not judged: ${escapeControl(m)}\n`),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError(`port ${command.port} is in use; pass --port 0 for a free one`);
    if (code === 'EACCES') throw new ConfigError(`port ${command.port} cannot be opened here; pass --port 0 for a free one`);
    throw error;
  }
  io.stdout.write(`tarc proxy: ${proxy.url} -> ${command.target} (findings print as they happen; Ctrl+C stops and writes ${command.reportDir}/)\n`);
  options.onListening?.(proxy.url);

  let stop: () => void = () => undefined;
  const stopped = new Promise<string>((resolve) => {
    const onSignal = (name: string) => () => resolve(name);
    const sigint = onSignal('SIGINT');
    const sigterm = onSignal('SIGTERM');
    process.on('SIGINT', sigint);
    process.on('SIGTERM', sigterm);
    stop = () => {
      process.off('SIGINT', sigint);
      process.off('SIGTERM', sigterm);
    };
    options.signal?.addEventListener('abort', () => resolve('stop'), { once: true });
    if (options.signal?.aborted) resolve('stop');
    void proxy.limitReached.then(() => resolve(`--max-requests ${command.maxRequests}`));
  });
  const why = await stopped;
  // The drain (--drain-ms) lets in-flight exchanges finish and reports those it cuts; a second
  // signal meanwhile is caught (the handlers stay until the reports are written), so it cannot lose them.
  let session: Awaited<ReturnType<typeof proxy.close>>;
  let report: ReturnType<typeof proxyReport>;
  let paths: Awaited<ReturnType<typeof writeReports>>;
  try {
    session = await proxy.close();
    report = proxyReport(session, command.failOn);
    paths = await writeReports(report, command.reportDir, { secrets: session.secrets, command: 'proxy' });
  } finally {
    stop();
  }
  const failing = failingResults(report);
  io.stdout.write(
    `tarc proxy: stopped (${why}): ${session.exchanges} exchanges, ${session.judged} judged, ${session.notJudged} not judged (judge behind), ${findingTotal(session)} findings` +
      `${failing.length > 0 ? ` (${failing.map((r) => r.id.replace(/^proxy\./, '')).join(', ')})` : ''}\n` +
      `Verdict: ${report.summary.verdict.toUpperCase()}${report.summary.verdict === 'inconclusive' ? ` (${inconclusiveResults(report).length} MUST rules saw no exchange they apply to: ${acceptHint('proxy')})` : ''}\n` +
      `Reports: ${paths.html} ${paths.json} ${paths.junit} ${paths.markdown}\n`,
  );
  // As its reports say: 1 fail, 4 inconclusive (a MUST rule no exchange exercised), 0 pass.
  return failing.length > 0 ? 1 : report.summary.verdict === 'inconclusive' ? 4 : 0;
}

// One describeConformance call's run: started once in beforeAll, each test awaits its check's result
// as the run reports it. All state is this object's: two suites in one worker share nothing.
import { ConfigError, runSuiteWithSecrets, writeReports } from '@tarc/runner';
import type { CheckResult, ConfigNames, ReportAndSecrets, RunReport, RunSuiteOptions } from '@tarc/runner';
import { serveApp, type ServedApp } from './app.js';
import type { DescribeConformanceOptions } from './options.js';
import { ConformanceFailure } from './failure-text.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A test that was filtered out never awaits its result; its rejection is nobody's concern.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** What preflight's messages name: describeConformance's options, not the CLI's variables and flags (which it ignores). */
const VITEST_CONFIG_NAMES: ConfigNames = {
  credentials: 'describeConformance({ credentials: { apiKey, apiSecret } })',
  secondCredentials: 'describeConformance({ credentials: { …, second: { apiKey, apiSecret } } })',
  onlyPublic: "describeConformance({ only: ['reference-data.*'] })",
  signer: 'describeConformance({ signer })',
};

/** runSuite's options from describeConformance's: the target is set when the run starts. */
function runOptions(options: DescribeConformanceOptions): RunSuiteOptions {
  const { app: _app, baseUrl: _baseUrl, credentials, reportDir: _reportDir, name: _name, testTimeoutMs: _testTimeout, ...rest } = options;
  return {
    ...rest,
    configNames: VITEST_CONFIG_NAMES,
    ...(credentials ? { credentials: { apiKey: credentials.apiKey, apiSecret: credentials.apiSecret } } : {}),
    ...(credentials?.second ? { secondCredentials: { apiKey: credentials.second.apiKey, apiSecret: credentials.second.apiSecret } } : {}),
  };
}

export class SuiteRun {
  private readonly results = new Map<string, Deferred<CheckResult>>();
  /** The run's report, with the secrets its writers scrub the files of. */
  private readonly ran = deferred<ReportAndSecrets>();
  private readonly controller = new AbortController();
  private served: ServedApp | undefined;
  private started = false;
  /** Checks the run was asked for, and how many of their results have arrived. */
  private expected = 0;
  private arrived = 0;

  constructor(
    private readonly options: DescribeConformanceOptions,
    ids: readonly string[],
  ) {
    for (const id of ids) this.results.set(id, deferred());
  }

  /**
   * Serves the app, starts the run of `ids` (every planned check when empty) and resolves once
   * discovery is done, so that preflight's verdict on the configuration fails the hook, not 141 tests.
   */
  async start(ids: readonly string[]): Promise<void> {
    this.started = true;
    this.expected = ids.length > 0 ? ids.length : this.results.size;
    if (this.options.app !== undefined) this.served = await serveApp(this.options.app);
    const baseUrl = this.served?.url ?? this.options.baseUrl;
    const ready = deferred<void>();
    const base = runOptions(this.options);
    const run = runSuiteWithSecrets({
      ...base,
      ...(baseUrl !== undefined ? { baseUrl } : {}),
      ...(ids.length > 0 ? { only: ids, skip: [] } : {}),
      signal: this.controller.signal,
      onProgress: (event) => {
        if (event.kind === 'discovery-done') ready.resolve();
        else if (event.kind === 'check-done') {
          this.arrived++;
          this.results.get(event.result.id)?.resolve(event.result);
        }
      },
    });
    run.then(
      (ran) => {
        const { report } = ran;
        for (const [id, pending] of this.results) {
          const result = report.results.find((r) => r.id === id);
          if (result) pending.resolve(result);
          else pending.reject(new ConformanceFailure(report.error ? `${report.error.kind}: ${report.error.message}` : `${id} was not run`));
        }
        this.ran.resolve(ran);
        ready.resolve();
      },
      (thrown: unknown) => {
        // A configuration the user must fix (no credentials, a bad option): its message, without our stack.
        const error = thrown instanceof ConfigError ? new ConformanceFailure(`configuration: ${thrown.message}`) : thrown;
        for (const pending of this.results.values()) pending.reject(error);
        this.ran.reject(error);
        ready.resolve();
      },
    );
    await ready.promise;
    // Settled before any check: a configuration the user has to fix, or a target that cannot be reached.
    const early = (await Promise.race([this.ran.promise, Promise.resolve(undefined)]))?.report;
    if (early?.error)
      throw new ConformanceFailure(`${early.error.kind === 'unreachable' ? 'the target cannot be reached' : 'configuration'}: ${early.error.message}`);
  }

  result(id: string): Promise<CheckResult> {
    const pending = this.results.get(id);
    if (!pending) return Promise.reject(new Error(`${id} is not a check of this suite`));
    return pending.promise;
  }

  verdict(): Promise<RunReport> {
    return this.ran.promise.then((ran) => ran.report);
  }

  /** Errors the in-process app threw while serving (each answered 500). */
  appErrors(): readonly unknown[] {
    return this.served?.errors.list ?? [];
  }

  /**
   * After the last test: stops what is left of the run (only when a test gave up waiting: a timeout, a
   * cancelled watch run), writes the reports, closes the app's server.
   */
  async finish(): Promise<void> {
    if (!this.started) return;
    if (this.arrived < this.expected) this.controller.abort('the tests finished before the run');
    try {
      const ran = await this.ran.promise.catch(() => undefined);
      if (ran && this.options.reportDir) await writeReports(ran.report, this.options.reportDir, { secrets: ran.secrets });
    } finally {
      await this.served?.close();
    }
  }
}

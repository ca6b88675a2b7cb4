// The runner's own data: what a run is asked to do and what it reports. Results are data; the
// writers in reports/ turn a RunReport into text.
import type { Check, CheckStatus, Credentials, Evidence, Level, NotEvaluatedReason, Requirement } from '@tarc/conformance';
import type { Signer } from './http/signer.js';
import type { SentExchange } from './http/exchange.js';

/** OPEN-POINTS #2: the DATETIME input format is "not shown"; the default is the service's own form. */
export type DateTimeFormat = 'iso7' | 'iso6' | 'iso-z' | 'iso-offset';

export interface EmbeddedOptions {
  seed?: number;
  orders?: number;
  fault?: string;
  profile?: Record<string, unknown>;
  /** The instant the embedded server's data are relative to (its clock of query rules). */
  now?: Date;
  /** Live data (records arriving during the run): `true` or a rate in ms (see `tarc serve --live`). */
  live?: boolean | { orderEveryMs?: number; transferEveryMs?: number };
  /** The embedded server answers 429 with Retry-After beyond `requests` per `seconds` per key. */
  throttle?: { requests: number; seconds: number };
}

export interface RunSuiteOptions {
  /** The target; without it the embedded reference server is started in-process. */
  baseUrl?: string;
  credentials?: Credentials;
  secondCredentials?: Credentials;
  embedded?: EmbeddedOptions;
  /** Seed for property checks; random (and reported) when absent. */
  seed?: number;
  /** fast-check runs per property check. */
  runs?: number;
  /** Globs on check ids. */
  only?: readonly string[];
  skip?: readonly string[];
  failOn?: 'must' | 'should';
  timeoutMs?: number;
  concurrency?: number;
  /** Maximum requests per second for the whole run (unlimited when absent). */
  rate?: number;
  /** 1-based shard of the check list. */
  shard?: { index: number; count: number };
  horizonDays?: number;
  /** Broker pairs whose orders and trades discovery walks at most (default 100); past it, a sample. */
  maxPairs?: number;
  /**
   * What the run keeps of answers whole, in MiB of their text (default 48): half for the answer
   * cache, half for the run log (http/memory-budget.ts). Every answer is judged whole all the same.
   */
  memoryBudgetMiB?: number;
  /**
   * Pins the run's clock (discovery walks back from it) and the embedded server's; default the real
   * time. Two runs with the same seed and `now` against the same data send the same requests.
   */
  now?: Date;
  datetimeFormat?: DateTimeFormat;
  /** A signer function, or the path of a module exporting one (default export or `sign`). */
  signer?: Signer | string;
  /**
   * Default `true`: every answer the run receives is judged by the single-exchange rules, whose
   * findings join the results of the checks their codes belong to. `false`: each check's result is
   * its own decision alone (a check's own table test, so that deleting the check's logic fails it).
   */
  judgeExchanges?: boolean;
  /** Default: every check of @tarc/conformance. */
  checks?: readonly Check<string>[];
  /** Default: the catalogue of @tarc/conformance. */
  requirements?: ReadonlyMap<string, Requirement>;
  /** Overall time limit of one check. */
  checkTimeoutMs?: number;
  /** Time limit of one property check's runs; a property stopped by it is not evaluated. */
  propertyTimeLimitMs?: number;
  /** Extra headers sent on every request (a gateway's); credential-like ones are redacted like the secret. */
  headers?: Readonly<Record<string, string>>;
  /** HTTP(S) proxy for a --base-url target (HTTP_PROXY, HTTPS_PROXY, NO_PROXY); never for the embedded server. */
  proxy?: ProxySettings;
  /** Globs on check ids (or requirement ids) whose non-evaluation is accepted: it does not make the run inconclusive. */
  acceptSkip?: readonly string[];
  /** Aborting stops the run within about a second: unfinished checks are not evaluated (`interrupted`). Its reason names the signal. */
  signal?: AbortSignal;
  /** Where this run's user gives what preflight may ask them to fix (default: the CLI's variables and flags). */
  configNames?: ConfigNames;
  onProgress?(event: ProgressEvent): void;
  /** Told of every request the run sends, answered or not, with its evidence (secrets hidden): `--log-requests`. */
  onExchange?(exchange: SentExchange): void;
}

/**
 * How the caller's user gives credentials and selects checks, named in the messages that ask for
 * them: the CLI's variables and flags, or an API's options (@tarc/vitest's describeConformance).
 */
export interface ConfigNames {
  /** The account under test's credentials, e.g. `TARC_API_KEY and TARC_API_SECRET (or --api-key/--api-secret)`. */
  credentials: string;
  /** The second account's. */
  secondCredentials: string;
  /** A selection of the public checks only, e.g. `--only 'reference-data.*'`. */
  onlyPublic: string;
  /** The signer option, e.g. `--signer`. */
  signer: string;
}

export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** What preflight established before any check ran. */
export interface Preflight {
  datetimeFormat: DateTimeFormat;
  /** `option`: --datetime-format; `discovered`: the first form the server accepted; `default`: discovery could not decide. */
  datetimeFormatSource: 'option' | 'discovered' | 'default';
  datetimeFormsRefused: DateTimeFormat[];
  /** `accepted`: the control request signed with them got 2xx; `unconfirmed`: it got neither 2xx nor 401/403. */
  credentials: 'accepted' | 'unconfirmed' | 'none';
  secondCredentials?: 'accepted' | 'unconfirmed' | 'none';
}

export type ProgressEvent =
  | { kind: 'target'; baseUrl: string; embedded: boolean; seed: number }
  | { kind: 'preflight-start' }
  | { kind: 'preflight-done'; preflight: Preflight }
  | { kind: 'discovery-start' }
  | { kind: 'discovery-done'; notes: readonly string[]; requests: number }
  /** `requests`: sent by the run so far. */
  | { kind: 'check-start'; id: string; section: string; done: number; total: number; requests: number }
  | { kind: 'check-done'; result: CheckResult; done: number; total: number; requests: number }
  /** The server throttled the run and the runner slowed down. */
  | { kind: 'throttled'; message: string };

export interface SpecReference {
  requirement: string;
  section: string;
  quote: string;
  level: Level;
}

/** One broken assertion as reported. */
export interface ResultFinding {
  /** `check-id/local-code`. */
  code: string;
  message: string;
  /**
   * The exchanges that prove this finding (possibly none kept). Always written since report
   * evidence went per finding; absent in reports written before.
   */
  evidence?: Evidence[];
}

export interface CheckResult {
  id: string;
  title: string;
  section: string;
  endpoint?: string;
  level: Level;
  status: CheckStatus;
  requirements: string[];
  spec: SpecReference[];
  message?: string;
  /** Not evaluated: why (see NotEvaluatedReason). */
  reason?: NotEvaluatedReason;
  /** Accepted by `--accept-skip`: a non-evaluation the user chose not to count against the verdict. */
  accepted?: boolean;
  /** Failed: each broken assertion with its stable code, `check-id/local-code`, and its proof. */
  findings: ResultFinding[];
  evidence: Evidence[];
  replay?: { seed: number; path?: string; runs: number };
  /** Property checks: runs asked for and runs made. */
  property?: { runsRequested: number; runsMade: number };
  durationMs: number;
}

/**
 * `pass` (exit 0): no failure at or above --fail-on and every MUST requirement evaluated (or its
 * non-evaluation accepted); `fail` (exit 1); `inconclusive` (exit 4): no failure, but a MUST
 * requirement was not evaluated; `error`: the run could not test the target (unreachable, exit 3).
 */
export type Verdict = 'pass' | 'fail' | 'inconclusive' | 'error';

export interface CountsByStatus {
  total: number;
  passed: number;
  failed: number;
  notEvaluated: number;
}

export interface RunReport {
  tool: { name: string; version: string };
  /** `proxy`: the HTTP(S) proxy the requests went through (HTTPS_PROXY, HTTP_PROXY), without its credentials. */
  target: { baseUrl: string; embedded: boolean; reachable: boolean; proxy?: string };
  seed: number;
  runs: number;
  failOn: 'must' | 'should';
  shard?: { index: number; count: number };
  /** The checks selected (--only, --skip) and how many this run (or shard) had: merge refuses shards of different selections or cut results. */
  selection?: { only: string[]; skip: string[]; checks: number };
  startedAt: string;
  durationMs: number;
  summary: CountsByStatus & {
    verdict: Verdict;
    byLevel: Record<Level, CountsByStatus>;
    bySection: Record<string, CountsByStatus>;
    notEvaluatedByReason: Partial<Record<NotEvaluatedReason, number>>;
    /** MUST requirements of the checks run: how many evaluated, which accepted or not evaluated. */
    mustRequirements: { total: number; evaluated: number; accepted: string[]; notEvaluated: string[] };
    requests: number;
  };
  /** Set when SIGINT/SIGTERM stopped the run: the report is partial. */
  interrupted?: { signal: string };
  /** What preflight established (absent when the run stopped before). */
  preflight?: Preflight;
  /** Why the run could not test anything: the target was unreachable (exit 3), or the run is misconfigured (exit 2). */
  error?: { kind: 'unreachable' | 'configuration'; message: string; evidence: Evidence[] };
  /** Set when the server throttled the run (429, 503 with Retry-After): a condition, never a finding. */
  throttling?: { throttled: number; retried: number; gaveUp: number; concurrency: number; rate: number; suggestedRate: number; message: string };
  /** What discovery could not do. */
  notes: string[];
  results: CheckResult[];
  /** Checks at INFO level that recorded what the server does where the spec is silent. */
  observations: { id: string; requirements: string[]; message: string }[];
  /** Requirements no probe can test (`testable: false`): listed, never checked. */
  gaps: { id: string; section: string; quote: string; note?: string; openPoint?: number }[];
  /** Set by `tarc merge`: the shard reports this one was merged from. */
  merged?: { from: number; shards?: number; forced?: string[] };
  /** Set by `--baseline`: the verdict is a comparison with the expectations of an earlier run. */
  baseline?: BaselineComparison;
  /** Set by `tarc rerun`: what became of each check the earlier report had failed or not evaluated. */
  rerun?: { of: string; outcomes: RerunOutcome[] };
}

/** How a run compares with a baseline (check ids, sorted). */
export interface BaselineComparison {
  file: string;
  /** `--baseline-strict`: a fixed check fails the run too, so the baseline file gets updated. */
  strict: boolean;
  /** Failing as expected: the same check with no finding code the baseline does not list. */
  knownFailures: string[];
  /** Expected to fail or not be evaluated, and passed. */
  fixed: string[];
  /** Failing, and not expected to (or with a finding code the baseline does not list). */
  newFailures: { id: string; codes: string[] }[];
  /** Not evaluated as the baseline expects: accepted. */
  acceptedNotEvaluated: string[];
  /** Not evaluated, and the baseline did not expect it. */
  newNotEvaluated: string[];
  /** MUST checks of the baseline's run that this run did not report. */
  missing: string[];
}

export type RerunOutcomeName = 'fixed' | 'now-passing' | 'still-failing' | 'still-not-evaluated' | 'now-failing' | 'now-not-evaluated' | 'not-run';

export interface RerunOutcome {
  id: string;
  before: CheckStatus;
  /** `missing`: the check is no longer in the suite (or was not selected). */
  after: CheckStatus | 'missing';
  outcome: RerunOutcomeName;
}

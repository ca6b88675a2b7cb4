// The runner's own data: what a run is asked to do and what it reports. Results are data; the
// writers in reports/ turn a RunReport into text.
import type { Check, CheckStatus, Credentials, Evidence, Level, Requirement } from '@tarc/conformance';
import type { Signer } from './http/signer.js';

/** OPEN-POINTS #2: the DATETIME input format is "not shown"; the default is the service's own form. */
export type DateTimeFormat = 'iso7' | 'iso6' | 'iso-z';

export interface EmbeddedOptions {
  seed?: number;
  orders?: number;
  fault?: string;
  profile?: Record<string, unknown>;
  /** The instant the embedded server's data are relative to (its clock of query rules). */
  now?: Date;
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
   * Pins the run's clock (discovery walks back from it) and the embedded server's; default the real
   * time. Two runs with the same seed and `now` against the same data send the same requests.
   */
  now?: Date;
  datetimeFormat?: DateTimeFormat;
  /** A signer function, or the path of a module exporting one (default export or `sign`). */
  signer?: Signer | string;
  /** Default: every check of @tarc/conformance. */
  checks?: readonly Check[];
  /** Default: the catalogue of @tarc/conformance. */
  requirements?: ReadonlyMap<string, Requirement>;
  /** Overall time limit of one check. */
  checkTimeoutMs?: number;
  onProgress?(event: ProgressEvent): void;
}

export type ProgressEvent =
  | { kind: 'target'; baseUrl: string; embedded: boolean; seed: number }
  | { kind: 'discovery-start' }
  | { kind: 'discovery-done'; notes: readonly string[]; requests: number }
  | { kind: 'check-start'; id: string; section: string; done: number; total: number }
  | { kind: 'check-done'; result: CheckResult; done: number; total: number };

export interface SpecReference {
  requirement: string;
  section: string;
  quote: string;
  level: Level;
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
  evidence: Evidence[];
  replay?: { seed: number; path?: string; runs: number };
  durationMs: number;
}

export type Verdict = 'pass' | 'fail';

export interface CountsByStatus {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

export interface RunReport {
  tool: { name: string; version: string };
  target: { baseUrl: string; embedded: boolean; reachable: boolean };
  seed: number;
  runs: number;
  failOn: 'must' | 'should';
  shard?: { index: number; count: number };
  startedAt: string;
  durationMs: number;
  summary: CountsByStatus & {
    verdict: Verdict;
    byLevel: Record<Level, CountsByStatus>;
    bySection: Record<string, CountsByStatus>;
    requests: number;
  };
  /** Why the run could not test anything (the target was unreachable). */
  error?: { kind: 'unreachable'; message: string; evidence: Evidence[] };
  /** What discovery could not do. */
  notes: string[];
  results: CheckResult[];
  /** Checks at INFO level that recorded what the server does where the spec is silent. */
  observations: { id: string; requirements: string[]; message: string }[];
  /** Requirements no probe can test (`testable: false`): listed, never checked. */
  gaps: { id: string; section: string; quote: string; note?: string; openPoint?: number }[];
}

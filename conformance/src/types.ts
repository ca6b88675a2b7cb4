// The contract between the requirement catalogue, the checks, and the engine that runs them
// (packages/runner implements CheckContext; checks only ever see this interface).
import type {
  AccountWallet,
  BrokerPair,
  CryptoAsset,
  CryptoDeposit,
  CryptoNetworkFamily,
  CryptoWithdrawal,
  FeeLevel,
  Instant,
  Order,
  Trade,
} from '@tarc/domain';

/**
 * MUST: stated by the spec; a failure fails the run.
 * SHOULD: a stated convention whose failure status the spec does not give; fails with --fail-on should.
 * INFO: the spec says "not shown" or contradicts itself; observed and reported, never failing.
 */
export type Level = 'MUST' | 'SHOULD' | 'INFO';

export interface Requirement {
  /** Stable id, e.g. `ORD-LIST-CANCELED-EXCLUDED`. */
  id: string;
  /** Spec section path, e.g. `Endpoints > GET /v1/orders`. */
  section: string;
  /** The sentence (or table row) of the spec the requirement comes from, verbatim. */
  quote: string;
  level: Level;
  /** OPEN-POINTS.md entry that governs how the suite treats it. */
  openPoint?: number;
  /** How the suite reads the sentence, where that is not obvious. */
  note?: string;
  /**
   * False for statements no probe can test (a gap the spec leaves open: rate limits, events).
   * Such requirements are listed as specification gaps, never checked.
   */
  testable?: boolean;
}

export type QueryValue = string | number | readonly (string | number)[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export interface RequestOptions {
  /** Which credentials sign the request. Default `primary` (none when none were configured). */
  credentials?: 'primary' | 'secondary' | 'none' | Credentials;
  /** Change the signed headers before sending (e.g. corrupt X-Signature); secrets stay redacted. */
  tamper?: (headers: Record<string, string>) => Record<string, string>;
  /** A raw query string (without `?`) sent as is, for malformed-input probes; replaces `query`. */
  rawQuery?: string;
}

/** What the runner shows for one request/response pair. Secrets are already redacted. */
export interface Evidence {
  request: { method: string; url: string; headers: Record<string, string> };
  /** A shell line that replays the request; signature headers read from environment variables. */
  curl: string;
  response?: {
    status: number;
    headers: Record<string, string>;
    /** Parsed JSON when the body was JSON (possibly trimmed to the relevant part), else text. */
    body?: unknown;
  };
  /** Transport failure (connection refused, timeout, body too large, unreadable body). */
  error?: string;
  expected?: string;
  actual?: string;
  note?: string;
}

export interface Exchange {
  url: string;
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  /** The parsed body; `undefined` when the body is not JSON (see `jsonError`). */
  json: unknown;
  jsonError?: string;
  durationMs: number;
  /** Evidence for this exchange, with optional expected/actual/note. */
  evidence(extra?: Pick<Evidence, 'expected' | 'actual' | 'note'> & { body?: unknown }): Evidence;
}

export interface HttpClient {
  /**
   * GET `path` (e.g. `/v1/orders`) with the query in exploded form (arrays repeat the name).
   * Throws `TransportError` (which carries evidence) when no HTTP response could be read.
   */
  get(path: string, query?: Query, options?: RequestOptions): Promise<Exchange>;
}

export class TransportError extends Error {
  constructor(
    message: string,
    readonly evidence: Evidence,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** What discovery found on the target before any check ran. Absent fields could not be read. */
export interface Discovery {
  /** The runner's clock at the start of the run; windows are computed from it. */
  now: Instant;
  horizonDays: number;
  brokerPairs?: BrokerPair[];
  cryptoAssets?: CryptoAsset[];
  cryptoNetworkFamilies?: CryptoNetworkFamily[];
  feeLevels?: FeeLevel[];
  /** The primary account's data, sampled by walking back 90-day windows up to the horizon. */
  account: AccountData;
  /** The second account's data, when second credentials were given. */
  secondAccount?: AccountData;
  /** What discovery could not do, in words (reasons for skips). */
  notes: string[];
}

export interface AccountData {
  /** Orders by pair symbol (every discovered pair has an entry, possibly empty). Bounded sample. */
  orders?: Map<string, Order[]>;
  trades?: Trade[];
  wallets?: AccountWallet[];
  withdrawals?: CryptoWithdrawal[];
  deposits?: CryptoDeposit[];
}

export interface RunOptions {
  seed: number;
  /** fast-check runs per property check. */
  runs: number;
  horizonDays: number;
  /** Turns an instant into the DATETIME text sent on the wire (OPEN-POINTS #2: configurable). */
  formatDateTime(instant: Instant): string;
}

export interface CheckContext {
  http: HttpClient;
  discovery: Discovery;
  options: RunOptions;
  /** True when second-account credentials were configured. */
  hasSecondAccount: boolean;
  /** Every exchange the run has made so far (for run-wide checks such as "never a 5xx"). */
  exchanges(): readonly Exchange[];
}

export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface CheckOutcome {
  status: CheckStatus;
  /** Failed: what is wrong, in one sentence. Skipped: why. Passed: optional observation (INFO). */
  message?: string;
  evidence?: Evidence[];
  /** Property checks: seed and path that replay the counterexample. */
  replay?: { seed: number; path?: string; runs: number };
}

export interface Check {
  /** Stable id, kebab-case with a section prefix, e.g. `orders.canceled-excluded`; the file name. */
  id: string;
  title: string;
  /** Requirement ids this check covers; its level is the highest of theirs. */
  requirements: readonly string[];
  /** Spec section it is reported under (JUnit suite, report grouping). */
  section: string;
  endpoint?: string;
  /** `final` checks run after all others (they read `exchanges()`). */
  phase?: 'main' | 'final';
  run(ctx: CheckContext): Promise<CheckOutcome>;
}

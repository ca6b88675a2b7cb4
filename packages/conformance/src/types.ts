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
import type { RequirementId } from './requirements/index.js';
import type { Operation } from './support/operations.js';

export type QueryValue = string | number | readonly (string | number)[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export interface RequestOptions {
  /**
   * Which credentials sign the request. Default `primary` (none when none were configured).
   * `crossed`: the primary key signed with the second account's secret (a forgery).
   */
  credentials?: 'primary' | 'secondary' | 'crossed' | 'none' | Credentials;
  /** Change the signed headers before sending (e.g. corrupt X-Signature); secrets stay redacted. */
  tamper?: (headers: Record<string, string>) => Record<string, string>;
  /** Sign as if the clock were this far off (ms; negative = in the past), for a stale-stamp probe. */
  clockOffsetMs?: number;
  /**
   * The X-Stamp text to sign with, from the clock (ms): a probe of the stamp's form (seconds, an ISO
   * date). Only a signer that takes it (the default one does) sends it; check the sent headers.
   */
  stamp?: (nowMs: number) => string;
  /** A raw query string (without `?`) sent as is, for malformed-input probes; replaces `query`. */
  rawQuery?: string;
  /**
   * Send it even when the run already asked the same question (same credentials, method and URL).
   * By default such a request reads the recorded answer; `fresh` is for requests whose point is
   * to be sent again: a replay, a nonce or stamp probe, a re-observation that confirms a failure.
   */
  fresh?: boolean;
  /**
   * Called with the headers as signed, before any `tamper` (secrets included: never show them);
   * for a recorded answer, the headers that request was sent with.
   */
  onSigned?: (headers: Readonly<Record<string, string>>) => void;
  /** The method (default GET): HEAD for a probe of what a server answers it (authentication.equivalent-methods). */
  method?: 'GET' | 'HEAD';
  /**
   * Header lines sent after the signed ones, a name possibly repeated (a second `X-PCK` line): for
   * probes of header forms. Never recorded.
   */
  headerLines?: readonly (readonly [name: string, value: string])[];
  /**
   * This request is an equivalent form of a spec request (the path spelt otherwise, HEAD, an override
   * header), in words: the path is sent exactly as given, the exchange names no operation (no rule of a
   * single exchange judges it: its check alone does) and it is never recorded.
   */
  form?: string;
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
    /**
     * What `body` leaves out of the answer, in words (`an array shown as its first 10 of 49 items`):
     * the body shown is an excerpt then, holding no invented element or field.
     */
    bodyCut?: string;
  };
  /** Transport failure (connection refused, timeout, body too large, unreadable body). */
  error?: string;
  expected?: string;
  actual?: string;
  note?: string;
}

/** What the caller asked for, as it built it: never parsed back out of the URL (a gateway's path prefix is not part of it). */
export interface ExchangeRequest {
  /** The path under the base URL, as the check built it (`/v1/orders/ABC-1`, segments encoded). */
  path: string;
  /** The query by name, as the check built it; absent when none was given or it was sent raw. */
  query?: Query;
  /** The query string exactly as sent, when the caller wrote it raw (`RequestOptions.rawQuery`). */
  rawQuery?: string;
  /** The method, when not GET (`RequestOptions.method`). */
  method?: string;
  /** The equivalent form this request is (`RequestOptions.form`): it names no operation. */
  form?: string;
}

export interface Exchange {
  url: string;
  /** What was asked (path under the base URL, query), as the caller built it. */
  request: ExchangeRequest;
  /** The spec operation the request is (from `request.path`); undefined for a path the spec does not define. */
  operation: Operation | undefined;
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  /** The parsed body; `undefined` when the body is not JSON (see `jsonError`). */
  json: unknown;
  jsonError?: string | undefined;
  /**
   * Where the body's bytes are not JSON text as RFC 8259 §8.1 exchanges it (UTF-8, no byte order
   * mark, no other charset declared): what they were. The body was decoded all the same (a BOM
   * dropped, invalid bytes as U+FFFD, a declared charset honoured), so `json` may hold a value.
   */
  encodingError?: string;
  durationMs: number;
  /** True when this is the recorded answer of an earlier identical request (see `RequestOptions.fresh`). */
  recorded?: boolean;
  /**
   * Set when the run kept only an excerpt of this answer (the run's memory budget): what was cut, in
   * words. `json` is then undefined and `bodyText` an excerpt: no data to decide on. Every rule saw
   * the whole answer when it arrived; a check that needs its records asks again.
   */
  cut?: string;
  /** On an excerpt (`cut`) of a list answer: the ids of its records, as strings, taken when it arrived. */
  recordIds?: ReadonlySet<string>;
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

/** The server kept throttling a request (429, or 503 with Retry-After) past its retry budget. */
export class ThrottledError extends TransportError {
  constructor(message: string, evidence: Evidence) {
    super(message, evidence);
    this.name = 'ThrottledError';
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
  /** The second account's newest records (enough to aim isolation probes at), when second credentials were given. */
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
  /** Turns an instant into the DATETIME text sent on the wire (OPEN-POINTS #2: discovered or configured). */
  formatDateTime(instant: Instant): string;
  /** Upper bound on one property check's runs, shrinking included; a property stopped by it is not evaluated. */
  propertyTimeLimitMs: number;
  /** Aborted when the run is interrupted (SIGINT/SIGTERM): long checks stop and report `interrupted`. */
  signal?: AbortSignal;
  /**
   * Who signs: the project's default scheme (OPEN-POINTS #4: what its signature covers is known) or a
   * custom `--signer` (its inputs are not). Absent: unknown, read as custom.
   */
  signerScheme?: 'default' | 'custom';
}

export interface CheckContext {
  http: HttpClient;
  /**
   * Sends the run's control request (the preflight's signed GET that was accepted) again with the
   * given credentials: true when it is still accepted. A 401/403 seen by a check is a reason not to
   * evaluate only when this says the credentials are refused now; otherwise it is the server's answer.
   */
  credentialsAccepted(which?: 'primary' | 'secondary'): Promise<boolean>;
  discovery: Discovery;
  options: RunOptions;
  /** True when second-account credentials were configured. */
  hasSecondAccount: boolean;
  /** Every exchange the run has made so far (for run-wide checks such as "never a 5xx"). */
  exchanges(): readonly Exchange[];
}

/** `not-evaluated`: the check could not observe its rule (the reason says why); never a pass. */
export type CheckStatus = 'passed' | 'failed' | 'not-evaluated';

/**
 * Why a check was not evaluated.
 * - `no-data`: the account holds nothing the rule can be seen on (see the check's `needs`);
 * - `unobservable`: the data cannot show the rule (e.g. fewer records than a page-size cap);
 * - `refused`: the server refused the run's credentials, confirmed by a control request;
 * - `transport`: no HTTP answer could be read;
 * - `interrupted`: a time limit or a signal stopped it before it finished;
 * - `not-configured`: the run lacks what the check needs (second account, credentials);
 * - `throttled`: the server kept answering 429 (or 503 with Retry-After) past the retry budget: a
 *   condition of the run (OPEN-POINTS #14), never a finding;
 * - `not-applicable`: the server made a choice the spec allows that makes the rule moot; the only
 *   reason that does not count against the verdict.
 */
export type NotEvaluatedReason = 'no-data' | 'unobservable' | 'refused' | 'transport' | 'interrupted' | 'not-configured' | 'throttled' | 'not-applicable';

/** One broken assertion of a check. `code` is local (kebab-case); reports qualify it as `check-id/code`. */
export interface Finding {
  code: string;
  message: string;
  evidence?: Evidence[];
}

/** What every outcome may carry besides its status. */
interface OutcomeCommon {
  /** Exchanges the check shows as a whole (a finding's own proof is in `Finding.evidence`). */
  evidence?: Evidence[];
  /** Property checks: seed and path that replay the counterexample. */
  replay?: { seed: number; path?: string; runs: number };
  /** Property checks: the runs asked for and the runs made (fewer when a time limit stopped it). */
  property?: { runsRequested: number; runsMade: number };
}

/** The rule was observed and held; `message` says what was seen (optional). */
export interface PassedOutcome extends OutcomeCommon {
  status: 'passed';
  message?: string;
}

/** The rule was observed and broken: one finding per broken assertion, each with its stable code. */
export interface FailedOutcome extends OutcomeCommon {
  status: 'failed';
  /** What is wrong, in one sentence. */
  message: string;
  /** At least one. */
  findings: Finding[];
}

/** The rule could not be observed: why, never a pass. */
export interface NotEvaluatedOutcome extends OutcomeCommon {
  status: 'not-evaluated';
  reason: NotEvaluatedReason;
  message: string;
}

/** What a check returns: a union on `status`, so a failure always has findings and a non-evaluation a reason. */
export type CheckOutcome = PassedOutcome | FailedOutcome | NotEvaluatedOutcome;

/**
 * What a check needs of the target to evaluate its rule; the README's "what your test account
 * needs" is generated from these. Counts are minimums; record counts are per pair and 90-day window
 * unless the name says otherwise.
 */
export interface DataNeeds {
  /** Credentials the server accepts (any request to an authenticated endpoint). */
  credentials?: boolean;
  /** A second account's credentials, and its records for isolation probes. */
  secondAccount?: boolean;
  brokerPairs?: number;
  orders?: number;
  canceledOrders?: number;
  trades?: number;
  buyTrades?: number;
  sellTrades?: number;
  wallets?: number;
  withdrawals?: number;
  deposits?: number;
}

/**
 * A check's finding codes, each with its meaning: what the server did when the finding is reported
 * (`{ listed: 'a Canceled order is in the list' }`). Keys are local kebab-case codes.
 */
export type CodeMeanings = Readonly<Record<string, string>>;

/**
 * A check. Its requirement ids are the catalogue's (`RequirementId`: an unknown id does not compile);
 * the engine, which runs any catalogue, takes `Check<string>`.
 */
export interface Check<R extends string = RequirementId> {
  /**
   * Stable id, `area.name` in kebab-case, e.g. `orders.canceled-excluded`: the check lives in
   * `packages/conformance/src/checks/area/name.ts` and its table test beside it (`name.test.ts`).
   */
  id: string;
  title: string;
  /** Requirement ids this check covers; its level is the highest of theirs. */
  requirements: readonly R[];
  /** Spec section it is reported under (JUnit suite, report grouping). */
  section: string;
  endpoint?: string;
  /** `final` checks run after all others (they read `exchanges()`). */
  phase?: 'main' | 'final';
  /**
   * The local codes of the findings this check can emit (besides the common ones of
   * `support/outcome.ts`), each with what it means in one line. The engine refuses an undeclared
   * code; the proof table (`packages/conformance/src/proofs/`) proves each with a fault.
   */
  codes: CodeMeanings;
  /**
   * A check naming several requirements says which of them each code's finding breaks (one or
   * more of its own), so a fault proves a requirement only through codes of that requirement (the
   * mutation table's coverage). Every declared code, and every common code a proof row names, has
   * an entry (checks/code-requirements.test.ts). A check of one requirement leaves it out: each of
   * its codes is that requirement's.
   */
  codeRequirements?: Readonly<Record<string, readonly R[]>>;
  /** What the target must hold for this check to be evaluated (none when absent). */
  needs?: DataNeeds;
  run(ctx: CheckContext): Promise<CheckOutcome>;
}

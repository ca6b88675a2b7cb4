// The judging side of `tarc proxy`: what a session knows (the pairs), the rules run on each
// exchange the transport hands over, and what the report is made of (tallies, findings kept and
// counted, failures, notes, the secrets of its evidence). Knows nothing of sockets or of HTTP framing.
import type { Knowledge } from '@tarc/conformance';
import { keptString } from '../http/kept-string.js';
import { SecretSet, scrubValue } from '../http/redact.js';
import { recordFailure, type ExchangeFailure, type FailureKind, type FailureLog } from './failures.js';
import type { ProxyFinding } from './finding.js';
import { failureEvidence, hiddenValues, type ObservedExchange } from './observed.js';
import { judgeExchange, learn, type RuleTally } from './validate.js';

/** What a session tells its caller as it judges. */
export interface SessionHooks {
  onFinding?(finding: ProxyFinding): void;
  /** An exchange that failed or could not be judged (a finding of `proxy.exchange.failed`). */
  onExchangeFailed?(failure: ExchangeFailure): void;
  /** Each exchange the target answered in full, once judged (`findings` empty when none, or when not judged). */
  onExchange?(event: ExchangeEvent): void;
  /** A rule that threw on an exchange (a bug of ours, never the client's): the exchange is left unjudged. */
  onInternalError?(message: string): void;
}

export interface ExchangeEvent {
  number: number;
  request: string;
  status: number;
  durationMs: number;
  /** Whether the rules judged it (one of the eleven operations, its body read within the cap). */
  judged: boolean;
  findings: readonly ProxyFinding[];
}

/** Findings kept whole per code (the report shows ten as evidence); the rest are counted. */
export const FINDINGS_KEPT_PER_CODE = 10;

/** All findings of the session, kept or counted only. */
export const findingTotal = (session: ProxySession): number => [...session.findingCounts.values()].reduce((a, b) => a + b, 0);

export interface ProxySession {
  target: string;
  startedAt: Date;
  durationMs: number;
  /** Exchanges forwarded (answered by the target). */
  exchanges: number;
  /** Exchanges of the spec's eleven operations, judged by the rules. */
  judged: number;
  /** Exchanges forwarded whose body was too large or undecodable to judge. */
  unjudged: number;
  /** Exchanges forwarded but not judged because the judge was behind the traffic (its queue full, or the bodies held at once at their cap). */
  notJudged: number;
  upstreamErrors: number;
  /** Exchanges that timed out, failed, or whose body could not be read within the cap. */
  failures: FailureLog;
  /** Client connections closed at once because --max-connections were open. */
  refusedConnections: number;
  /** What the session's report says besides its results (the start-up read of the pairs, …). */
  notes: string[];
  /** Every credential value of an exchange with a finding or a failure, in every encoding: the report's last pass. */
  secrets: SecretSet;
  /** The first FINDINGS_KEPT_PER_CODE findings of each code, with their evidence (what the report shows). */
  findings: ProxyFinding[];
  /** Findings per code, all of them: a session may run for hours, so only the first few are kept. */
  findingCounts: Map<string, number>;
  tallies: Map<string, RuleTally>;
  /** Whether the pairs were known when orders queries were judged (for "must be an existing pair"). */
  pairsKnown: boolean;
}

/** A session being kept: its report data, what the rules have learned, its hooks and clock. */
export interface Judging {
  readonly session: ProxySession;
  readonly knowledge: Knowledge;
  readonly hooks: SessionHooks;
  readonly now: () => Date;
}

/** An empty session for `target` (its origin and base path, as the report names it). */
export function openSession(target: string, hooks: SessionHooks, now: () => Date = () => new Date()): Judging {
  return {
    session: {
      target,
      startedAt: new Date(),
      durationMs: 0,
      exchanges: 0,
      judged: 0,
      unjudged: 0,
      notJudged: 0,
      upstreamErrors: 0,
      failures: { kept: [], total: 0 },
      refusedConnections: 0,
      notes: [],
      secrets: new SecretSet(),
      findings: [],
      findingCounts: new Map(),
      tallies: new Map(),
      pairsKnown: false,
    },
    knowledge: {},
    hooks,
    now,
  };
}

/** The session as it stands: a copy with its duration so far and whether the pairs are known. */
export function sessionNow(j: Judging): ProxySession {
  return { ...j.session, pairsKnown: j.knowledge.pairs !== undefined, durationMs: Date.now() - j.session.startedAt.getTime() };
}

/** Learns the existing pairs from a GET /v1/broker-pairs answer read outside the traffic (at start). */
export function learnPairs(j: Judging, status: number, json: unknown): void {
  learn(
    {
      operation: { name: 'brokerPairs', kind: 'brokerPair', lookup: false },
      method: 'GET',
      url: '',
      query: new URLSearchParams(),
      requestHeaders: {},
      status,
      responseHeaders: {},
      bodyText: '',
      json,
      durationMs: 0,
    },
    j.knowledge,
  );
}

/** An exchange that failed or was not judged, as the transport saw it. */
export interface FailedExchange {
  kind: FailureKind;
  method: string;
  /** The request at the target. */
  url: string;
  /** `METHOD path` as the client sent it. */
  request: string;
  requestHeaders: Record<string, string>;
  message: string;
  /** What the client got. */
  status: number;
}

/** Records a failed exchange, its credentials kept for the report's last pass and hidden from its evidence. */
export function recordExchangeFailure(j: Judging, failed: FailedExchange): void {
  const { kind, method, url, request, requestHeaders, message, status } = failed;
  const hidden = hiddenValues(requestHeaders);
  for (const value of hidden) j.session.secrets.add(value);
  const failure: ExchangeFailure = scrubValue(
    { kind, request, message, status, evidence: failureEvidence(method, url, requestHeaders, status, `exchange.failed/${kind}: ${message}`) },
    hidden,
  );
  recordFailure(j.session.failures, failure);
  j.hooks.onExchangeFailed?.(failure);
}

/** Runs the rules on one exchange: tallies, findings (scrubbed of its credentials, the first few per code kept) and the exchange event. */
export function judge(j: Judging, x: ObservedExchange, number: number, event: Omit<ExchangeEvent, 'judged' | 'findings'>): void {
  const { session, hooks } = j;
  const mine: ProxyFinding[] = [];
  try {
    const verdict = judgeExchange(x, j.knowledge, j.now(), number);
    learn(x, j.knowledge);
    session.judged++;
    for (const code of verdict.applied) {
      const t = session.tallies.get(code) ?? { applied: 0, failed: 0 };
      t.applied++;
      if (verdict.findings.some((f) => f.rule === code)) t.failed++;
      session.tallies.set(code, t);
    }
    const hidden = verdict.findings.length > 0 ? hiddenValues(x.requestHeaders) : [];
    for (const value of hidden) session.secrets.add(value);
    for (const found of verdict.findings) {
      // The message and request line may quote server text: a server can echo a signature anywhere,
      // or an id of megabytes (kept cut, as the run keeps its findings' words).
      const f = scrubValue({ ...found, message: keptString(found.message) }, hidden);
      const count = (session.findingCounts.get(f.rule) ?? 0) + 1;
      session.findingCounts.set(f.rule, count);
      if (count <= FINDINGS_KEPT_PER_CODE) session.findings.push(f);
      mine.push(f);
      hooks.onFinding?.(f);
    }
    hooks.onExchange?.({ ...event, judged: true, findings: mine });
  } catch (error) {
    session.unjudged++;
    hooks.onInternalError?.(`exchange #${number}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

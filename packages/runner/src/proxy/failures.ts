// Exchanges the proxy could not carry or judge: the target silent past --upstream-timeout-ms, a
// connection that failed, a body past --max-body-bytes (a gzip bomb), bytes not in their declared
// encoding, an exchange still open when the proxy's drain ended. Each is a finding of the session's `proxy.exchange.failed` result, never a crash. INFO:
// the spec states no latency or size, so a failed exchange is said, never failed against the server
// (a 5xx it did answer is `response.server-error`'s).
import type { Evidence } from '@tarc/conformance';
import type { CheckResult } from '../types.js';

const EXCHANGE_FAILED = 'exchange.failed';

export type FailureKind = 'upstream-timeout' | 'upstream-error' | 'body-too-large' | 'body-undecodable' | 'interrupted';

export interface ExchangeFailure {
  kind: FailureKind;
  /** `GET /v1/orders?…` as the client sent it. */
  request: string;
  message: string;
  /** What the client got: the proxy's 504 or 502, or the target's status (forwarded, not judged). */
  status: number;
  evidence: Evidence;
}

/** Failures kept with their evidence; the rest are counted. */
const MAX_FAILURES_KEPT = 100;

export interface FailureLog {
  kept: ExchangeFailure[];
  total: number;
}

export function recordFailure(log: FailureLog, failure: ExchangeFailure): void {
  log.total++;
  if (log.kept.length < MAX_FAILURES_KEPT) log.kept.push(failure);
}

/** The session's failed exchanges as one result: failed (INFO) with one finding code per kind, or passed. */
export function failuresResult(log: FailureLog, exchanges: number): CheckResult {
  const kinds = [...new Set(log.kept.map((f) => f.kind))];
  const first = log.kept[0];
  return {
    id: `proxy.${EXCHANGE_FAILED}`,
    title: 'Every exchange was answered within --upstream-timeout-ms and readable within --max-body-bytes',
    section: 'Proxy: exchange',
    level: 'INFO',
    status: log.total > 0 ? 'failed' : 'passed',
    findings: kinds.map((kind) => {
      const f = log.kept.find((x) => x.kind === kind)!;
      return { code: `proxy.${EXCHANGE_FAILED}/${kind}`, message: `${f.request}: ${f.message}` };
    }),
    requirements: [],
    spec: [],
    message: first
      ? `${log.total} of ${exchanges + log.total} exchanges failed or could not be judged; first: ${first.request}: ${first.message}`
      : `every one of ${exchanges} exchanges was answered and read`,
    evidence: log.kept.slice(0, 10).map((f) => f.evidence),
    durationMs: 0,
  };
}

/** A problem body (RFC 9457) the proxy answers for the target: 502 or 504. */
export function problemBody(status: 502 | 504, detail: string): string {
  const title = status === 504 ? 'Gateway Timeout' : 'Bad Gateway';
  return `${JSON.stringify({ type: 'about:blank', title, status, detail: `tarc proxy: ${detail}` })}\n`;
}

// A target that answers nonsense, for tests showing that checks end with a verdict of their own
// (never a throw or a time-out) whatever a server sends back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runSuite } from '@tarc/runner';
import type { RunReport } from '@tarc/runner';

export interface Answer {
  status: number;
  /** Text is sent as UTF-8; bytes as they are (a body in another charset). */
  body: string | Buffer;
  type?: string;
}

/** What a target answers to a request for `path` (lists, lookups and probes alike), with its query. */
export type Target = (path: string, query: URLSearchParams) => Answer;

/** Nonsense every endpoint can answer; each test file adds targets shaped for its own checks. */
export const COMMON_TARGETS: Readonly<Record<string, Target>> = {
  'envelopes everywhere': () => ({ status: 200, body: '{"items": [], "totalCount": 0}' }),
  'not JSON': () => ({ status: 200, body: 'this is not JSON', type: 'text/plain' }),
  'a 500 for everything': () => ({ status: 500, body: '{"title": "boom"}' }),
  'a 401 for everything': () => ({ status: 401, body: '{"title": "Unauthorized", "status": 401}' }),
};

export interface HostileTarget {
  baseUrl: string;
  /** Switches what the target answers from now on (one target at a time: they share the server). */
  use(target: Target): void;
  close(): Promise<void>;
}

export async function startHostileTarget(initial: Target): Promise<HostileTarget> {
  let current = initial;
  const server = createServer((req, res) => {
    req.resume();
    const url = new URL(req.url ?? '/', 'http://target');
    const answer = current(url.pathname, url.searchParams);
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    use: (target) => {
      current = target;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether the run stopped in preflight, before any check, as a configuration error (credentials
 * refused, no DATETIME form accepted): the user's to fix, said up front; no check ran to judge.
 */
export function stoppedInPreflight(report: RunReport): boolean {
  if (report.error?.kind !== 'configuration') return false;
  return report.results.length === 0 && report.error.message.length > 0;
}

/** Results whose message says the check did not reach a verdict of its own. */
export function crashedChecks(report: RunReport): string[] {
  return report.results
    .filter((r) => /the check threw|did not finish|no valid outcome|crashed/.test(r.message ?? ''))
    .map((r) => `${r.id}: ${r.message ?? ''}`);
}

/** The orders and trades checks against the target (3 property runs, seed 1), for the hostile-answer tests. */
export function runOrdersAndTrades(target: HostileTarget): Promise<RunReport> {
  return runSuite({
    baseUrl: target.baseUrl,
    credentials: { apiKey: 'hostile-key', apiSecret: 'hostile-secret-value' },
    only: ['orders.*', 'trades.*'],
    runs: 3,
    seed: 1,
  });
}

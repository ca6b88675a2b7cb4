// Throttling (`--throttle N/S`): more than N requests in S seconds from one key are answered 429 with
// Retry-After, as production gateways do. Rate limits are "not shown" (OPEN-POINTS #14): a client
// must treat this as a condition of the run, never as a finding.
import type { IncomingMessage } from 'node:http';

export interface ThrottleLimit {
  requests: number;
  seconds: number;
}

/** Parses `N/S` (e.g. `40/10`): at most N requests per S seconds. */
export function parseThrottle(text: string): ThrottleLimit | undefined {
  const m = /^(\d{1,6})\/(\d{1,5})$/.exec(text);
  if (!m) return undefined;
  const requests = Number(m[1]),
    seconds = Number(m[2]);
  return requests >= 1 && seconds >= 1 ? { requests, seconds } : undefined;
}

export interface Throttle {
  /** Undefined when the request may go on; else the seconds the client should wait (Retry-After). */
  admit(req: IncomingMessage, nowMs: number): number | undefined;
}

/** The headers that name the caller's key: the spec's X-PCK, else a gateway's X-Api-Key. */
const KEY_HEADERS = ['x-pck', 'x-api-key'] as const;

/** A sliding window per key (the API key sent; the peer address when none is sent). */
export function createThrottle(limit: ThrottleLimit): Throttle {
  const windowMs = limit.seconds * 1000;
  const seen = new Map<string, number[]>();
  return {
    admit(req, nowMs) {
      const header = KEY_HEADERS.map((name) => req.headers[name]).find((v) => typeof v === 'string' && v !== '');
      const key = typeof header === 'string' ? `key:${header}` : `peer:${req.socket.remoteAddress ?? ''}`;
      let times = seen.get(key);
      if (!times) seen.set(key, (times = []));
      while (times.length > 0 && times[0]! <= nowMs - windowMs) times.shift();
      if (times.length >= limit.requests) return Math.max(1, Math.ceil((times[0]! + windowMs - nowMs) / 1000));
      times.push(nowMs);
      return undefined;
    },
  };
}

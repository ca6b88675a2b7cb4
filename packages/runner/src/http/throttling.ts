// How the runner behaves with a server that throttles (OPEN-POINTS #14: rate limits are "not shown",
// so throttling is a condition of the run, never a finding): a 429, or a 503 with Retry-After, is
// waited out (Retry-After in seconds or as an HTTP date) and sent again within a bounded budget per
// request; repeated 429s halve the run's concurrency and rate for the rest of the run; a request
// still throttled when its budget runs out throws ThrottledError, so its check is `not evaluated:
// throttled`, never failed.
import { ThrottledError } from '@tarc/conformance';
import type { Exchange } from '@tarc/conformance';
import type { Limiter } from './limiter.js';

/** Sends of one request at most (the first and its retries). */
const MAX_ATTEMPTS = 5;
/** The longest one wait may be, whatever Retry-After says, and the most one request waits in all. */
const MAX_WAIT_MS = 30_000;
const MAX_TOTAL_WAIT_MS = 60_000;
/** Without Retry-After, a 429 is waited out for 1 s, then 2, 4… */
const FALLBACK_WAIT_MS = 1_000;
/** 429s since the last slow-down that make the next one, and the least time between two. */
const SLOW_DOWN_AFTER = 2;
const SLOW_DOWN_EVERY_MS = 1_000;
/** After this long without a throttled answer, a slowed run goes a tenth faster again (never above its caps). */
const QUIET_MS = 10_000;

export interface ThrottlingSummary {
  throttled: number;
  retried: number;
  gaveUp: number;
  concurrency: number;
  rate: number;
  suggestedRate: number;
  message: string;
}

export interface Throttling {
  /** Sends with `attempt` until the answer is not throttled or the budget is spent. */
  send(attempt: () => Promise<Exchange>): Promise<Exchange>;
  /** Undefined when the server never throttled. */
  summary(): ThrottlingSummary | undefined;
}

/** The wait Retry-After asks for, in ms (delay-seconds or an HTTP-date, RFC 9110 10.2.3), or undefined. */
export function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date starts with the day's name (IMF-fixdate, RFC 850 and asctime forms alike).
  if (!/^[A-Za-z]/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : undefined;
}

function isThrottled(exchange: Exchange): boolean {
  return exchange.status === 429 || (exchange.status === 503 && exchange.headers['retry-after'] !== undefined);
}

/** A rate a user can type: below 1 with one decimal, else whole. */
function typable(rate: number): number {
  return rate >= 1 ? Math.max(1, Math.floor(rate)) : Math.max(0.1, Math.floor(rate * 10) / 10);
}

export function createThrottling(limiter: Limiter, settings: { concurrency: number; rate?: number; onSlowDown?: (message: string) => void }): Throttling {
  let throttled = 0,
    retried = 0,
    gaveUp = 0,
    sinceSlowDown = 0;
  let lastSlowDown = -Infinity;
  let lastThrottled = -Infinity;
  let lastSpeedUp = -Infinity;
  /** The highest rate that was throttled: a speed-up stays below it. */
  let throttledAt = Infinity;
  let current: { concurrency: number; rate?: number } = { concurrency: settings.concurrency, ...(settings.rate ? { rate: settings.rate } : {}) };

  const noteThrottled = (status: number): void => {
    throttled++;
    lastThrottled = performance.now();
    if (status !== 429) return;
    sinceSlowDown++;
    const now = performance.now();
    if (sinceSlowDown < SLOW_DOWN_AFTER || now - lastSlowDown < SLOW_DOWN_EVERY_MS) return;
    sinceSlowDown = 0;
    lastSlowDown = now;
    current = limiter.slowDown();
    throttledAt = Math.min(throttledAt, current.rate! * 2);
    settings.onSlowDown?.(`server throttled ${throttled} requests: slowing to ${current.concurrency} at a time, ${typable(current.rate!)} per second`);
  };

  /** Additive recovery: after a quiet spell a slowed run speeds up a little, up to below the rate that was throttled. */
  const speedUpWhenQuiet = (): void => {
    if (current.rate === undefined) return;
    const now = performance.now();
    if (now - lastThrottled < QUIET_MS || now - lastSpeedUp < QUIET_MS) return;
    if (current.rate * 1.1 >= throttledAt) return;
    lastSpeedUp = now;
    current = limiter.speedUp();
  };

  return {
    async send(attempt) {
      let waited = 0;
      for (let n = 1; ; n++) {
        const exchange = await attempt();
        if (!isThrottled(exchange)) {
          speedUpWhenQuiet();
          return exchange;
        }
        noteThrottled(exchange.status);
        const asked = retryAfterMs(exchange.headers['retry-after'], Date.now()) ?? FALLBACK_WAIT_MS * 2 ** (n - 1);
        const wait = Math.min(MAX_WAIT_MS, asked);
        if (n >= MAX_ATTEMPTS || waited + wait > MAX_TOTAL_WAIT_MS) {
          gaveUp++;
          throw new ThrottledError(
            `GET ${exchange.url}: still throttled (${exchange.status}) after ${n} attempts and ${Math.round(waited / 1000)} s of waiting`,
            exchange.evidence({ note: 'throttling is a condition of the run, not a finding; rerun with a lower --rate' }),
          );
        }
        // Every request waits: the server asked the client, not this request, to hold off.
        limiter.holdUntil(performance.now() + wait);
        waited += wait;
        retried++;
      }
    },
    summary() {
      if (throttled === 0) return undefined;
      const rate = current.rate ?? settings.rate ?? 1;
      const suggestedRate = typable(rate);
      return {
        throttled,
        retried,
        gaveUp,
        concurrency: current.concurrency,
        rate,
        suggestedRate,
        message: `server throttled ${throttled} request${throttled === 1 ? '' : 's'}${gaveUp ? ` (${gaveUp} still throttled after retries: their checks are not evaluated)` : ''}; rerun with \`--rate ${suggestedRate}\``,
      };
    },
  };
}

// One limiter per run: at most `concurrency` requests in flight and at most `rate` starts per second,
// so the runner can be pointed at a production server safely. A throttled server can slow it down
// further (halved, never above the caps the user gave) and hold every start until its Retry-After.

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Halves the concurrency and the rate (the observed rate when none was set); returns the new ones. */
  slowDown(): { concurrency: number; rate: number };
  /** No request starts before this instant (`performance.now()` ms). */
  holdUntil(atMs: number): void;
  /**
   * A tenth faster again (after a quiet spell), never above the concurrency and rate the run started
   * with; returns the new ones.
   */
  speedUp(): { concurrency: number; rate: number };
}

/** Starts remembered to measure the rate a run reached, and over how long. */
const RATE_WINDOW_MS = 5_000;
/** The slowest a throttled run goes: one request every ten seconds. */
const MIN_RATE = 0.1;

export function createLimiter(concurrency: number, rate?: number): Limiter {
  const waiting: (() => void)[] = [];
  let active = 0;
  let limit = concurrency;
  let interval = rate && rate > 0 ? 1000 / rate : 0;
  let nextStart = 0;
  let heldUntil = 0;
  const starts: number[] = [];

  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    // Past a lowered limit, a finished request frees no slot.
    const next = active <= limit ? waiting.shift() : undefined;
    if (next) next();
    else active--;
  };
  const pace = async (): Promise<void> => {
    for (;;) {
      const now = performance.now();
      const at = Math.max(now, nextStart, heldUntil);
      if (at <= now) break;
      await new Promise((resolve) => setTimeout(resolve, at - now));
    }
    const now = performance.now();
    if (interval > 0) nextStart = now + interval;
    starts.push(now);
    while (starts.length > 0 && starts[0]! < now - RATE_WINDOW_MS) starts.shift();
  };
  const observedRate = (): number => {
    if (starts.length < 2) return 1;
    const span = Math.max(1000, starts[starts.length - 1]! - starts[0]!);
    return (starts.length * 1000) / span;
  };

  return {
    async run(task) {
      await acquire();
      try {
        await pace();
        return await task();
      } finally {
        release();
      }
    },
    slowDown() {
      limit = Math.max(1, Math.floor(limit / 2));
      const current = interval > 0 ? 1000 / interval : observedRate();
      const halved = Math.max(MIN_RATE, current / 2);
      interval = 1000 / halved;
      return { concurrency: limit, rate: halved };
    },
    holdUntil(atMs) {
      heldUntil = Math.max(heldUntil, atMs);
    },
    speedUp() {
      const current = interval > 0 ? 1000 / interval : Infinity;
      const cap = rate && rate > 0 ? rate : Infinity;
      const faster = Math.min(cap, current * 1.1);
      interval = Number.isFinite(faster) ? 1000 / faster : 0;
      if (!Number.isFinite(cap) || faster >= cap * 0.5) limit = Math.min(concurrency, limit + 1);
      // A slot the higher limit frees goes to a waiting request now, not at the next release.
      while (active < limit && waiting.length > 0) {
        active++;
        waiting.shift()!();
      }
      return { concurrency: limit, rate: faster };
    },
  };
}

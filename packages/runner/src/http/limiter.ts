// One limiter per run: at most `concurrency` requests in flight and at most `rate` starts per second,
// so the runner can be pointed at a production server safely.

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLimiter(concurrency: number, rate?: number): Limiter {
  const waiting: (() => void)[] = [];
  let active = 0;
  const interval = rate && rate > 0 ? 1000 / rate : 0;
  let nextStart = 0;

  const acquire = (): Promise<void> => {
    if (active < concurrency) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const pace = async (): Promise<void> => {
    if (interval === 0) return;
    const now = performance.now();
    const at = Math.max(now, nextStart);
    nextStart = at + interval;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
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
  };
}

// One sweep per client bounds every exchange as a whole ("a complete response within timeout"):
// undici's bodyTimeout alone is an idle timeout, and a timer per request costs what the sweep saves.

/** A body being read: what the sweep destroys past its deadline. */
export interface Watched {
  destroy(error?: Error): void;
}

/** Thrown into a body read past the exchange's deadline. */
export class TimedOut extends Error {}

export interface BodyWatch {
  /** Destroys `body` with `TimedOut` once `deadline` (performance.now()) has passed. */
  watch(body: Watched, deadline: number): void;
  forget(body: Watched): void;
  stop(): void;
}

/** Bodies being read, by deadline; one sweep, running only while some are, destroys those past it. */
export function createBodyWatch(timeoutMs: number): BodyWatch {
  const reading = new Map<Watched, number>();
  let sweep: NodeJS.Timeout | undefined;
  const stop = () => {
    clearInterval(sweep);
    sweep = undefined;
  };
  return {
    watch(body, deadline) {
      reading.set(body, deadline);
      sweep ??= setInterval(
        () => {
          const now = performance.now();
          for (const [watched, at] of reading) {
            if (now < at) continue;
            reading.delete(watched);
            watched.destroy(new TimedOut());
          }
          if (reading.size === 0) stop();
        },
        Math.min(1000, Math.max(10, timeoutMs / 10)),
      ).unref();
    },
    forget: (body) => reading.delete(body),
    stop,
  };
}

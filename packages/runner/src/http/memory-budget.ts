// The run's memory budget: what it keeps of answers whole (their text and parsed form), shared by
// the answer cache (answer-cache.ts) and the run log (client.ts). Past its share, each keeps less:
// the cache lets its oldest answers go (a question asked again is then sent again, and says so), the
// run log keeps a body as an excerpt (long strings as their start, length and digest). Every
// judgment has seen the whole answer by then; what else the run keeps is bounded per string
// (kept-string.ts) and per evidence (evidence.ts), whatever a server sends.

/** The default of `--memory-budget`, in MiB of body text (parsed, a body takes about 2–3 times its text). */
export const DEFAULT_MEMORY_BUDGET_MIB = 48;

export interface MemoryShares {
  /** Body characters the answer cache keeps. */
  cacheChars: number;
  /** Body characters the run log keeps whole. */
  logChars: number;
}

/** The budget's shares: half for the answer cache, half for the run log. */
export function memoryShares(mib: number = DEFAULT_MEMORY_BUDGET_MIB): MemoryShares {
  const chars = Math.floor(mib * 1024 * 1024);
  return { cacheChars: Math.floor(chars / 2), logChars: Math.floor(chars / 2) };
}

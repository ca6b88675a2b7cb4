// A small seeded PRNG (mulberry32) and an integer hash: the data are a pure function of the seed.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = (seed ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A 32-bit hash of (seed, n): per-record text (references, hashes) derived without storing it. */
export function hash32(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x85ebca6b, 0xc2b2ae35) ^ n;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** `length` hex digits derived from (seed, n). */
export function hexFor(seed: number, n: number, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++)
    out += hash32(seed + i * 7919, n)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

// Building an id that matches nothing: shaped like the ids the target uses, different from all of
// them, and reproducible from the run's seed.

/** mulberry32: a small deterministic generator, so `--seed` reproduces the id. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function digits(next: () => number, count: number, nonZeroFirst: boolean): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const d = Math.floor(next() * 10);
    out += i === 0 && nonZeroFirst ? String(1 + (d % 8)) : String(d);
  }
  return out;
}

/**
 * An id none of `known` equals. Decimal ids (or none known): 18 random digits, which still fit a
 * signed 64-bit integer. Other ids: the first known id with its last run of digits replaced by
 * random digits of the same length (so a prefix such as `ord-` is kept).
 */
export function missingId(known: readonly string[], seed: number): string {
  const next = generator(seed);
  const taken = new Set(known);
  const sample = known.find((id) => !/^[0-9]+$/.test(id));
  for (;;) {
    let candidate: string;
    if (sample === undefined) {
      candidate = digits(next, 18, true);
    } else {
      const m = /^(.*?)([0-9]+)([^0-9]*)$/.exec(sample);
      candidate = m ? `${m[1]}${digits(next, Math.max(m[2]!.length, 12), false)}${m[3]}` : `${sample}-${digits(next, 12, false)}`;
    }
    if (!taken.has(candidate)) return candidate;
  }
}

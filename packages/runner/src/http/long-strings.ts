// Long strings a server repeats are held once. Each parse makes its own copy of every string, so a
// 6 MB token in every answer was a new 6 MB for every record discovery and the checks keep (200 MB
// of copies of one value at once). A parsed body's long strings are swapped for an equal string
// parsed before: the same value (`===`), so every judgment sees exactly what the server sent.
import { setKey } from './untrusted-json.js';

/** Strings at least this long are held once; bodies shorter than it hold none and are not walked. */
const LONG_STRING = 64 * 1024;
/** Characters of distinct long strings remembered (the oldest are forgotten past it). */
const REMEMBERED_CHARS = 16 * 1024 * 1024;

export interface LongStrings {
  /** `json` (parsed from a body of `length` characters) with each long string replaced by an equal one seen before. */
  share(json: unknown, length: number): void;
}

export function longStrings(rememberedChars = REMEMBERED_CHARS): LongStrings {
  // By a cheap key (length and ends); equal keys are told apart by `===`.
  const known = new Map<string, string[]>();
  let kept = 0;
  const canonical = (s: string): string => {
    const key = `${s.length}:${s.slice(0, 24)}:${s.slice(-24)}`;
    const same = known.get(key);
    if (same) {
      for (const t of same) if (t === s) return t;
      same.push(s);
    } else known.set(key, [s]);
    kept += s.length;
    for (const [k, list] of known) {
      if (kept <= rememberedChars) break;
      known.delete(k);
      for (const t of list) kept -= t.length;
    }
    return s;
  };
  return {
    share(json, length) {
      if (length < LONG_STRING || json === null || typeof json !== 'object') return;
      const stack: object[] = [json];
      while (stack.length > 0) {
        const container = stack.pop() as Record<string, unknown>;
        for (const key of Object.keys(container)) {
          const v = container[key];
          if (typeof v === 'string') {
            // Always set: `===` cannot tell the copy held before from this one.
            if (v.length >= LONG_STRING) setKey(container, key, canonical(v));
          } else if (v !== null && typeof v === 'object') stack.push(v);
        }
      }
    },
  };
}

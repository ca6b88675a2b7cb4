// fast-check, loaded at its first use: a run loads it only when a property or fuzz check runs
// (`tarc run --only` without them, and every other command, never do).
import type * as FastCheck from 'fast-check';

type Fc = typeof FastCheck.default;

let loaded: Fc | undefined;
let loading: Promise<Fc> | undefined;

/** Loads fast-check (once); `fc` can be used as soon as this has resolved. */
export function loadFastCheck(): Promise<Fc> {
  loading ??= import('fast-check').then((m) => (loaded = m.default));
  return loading;
}

/** fast-check itself, once `loadFastCheck()` has resolved (before, a use is a programming error). */
export const fc: Fc = new Proxy({} as Fc, {
  get(_, key) {
    if (!loaded) throw new Error('fast-check is used before it was loaded: await loadFastCheck() first');
    return loaded[key as keyof Fc];
  },
});

// fast-check, loaded at its first use: a run loads it only when a property or fuzz check runs
// (`tarc run --only` without them, and every other command, never do).
import type * as FastCheck from 'fast-check';

type Fc = typeof FastCheck.default;

/** A module imported at the first `load()`; `loaded()` is it once that has resolved. */
function lazyImport<T>(load: () => Promise<T>): { load(): Promise<T>; loaded(): T | undefined } {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () => (loading ??= load().then((m) => (loaded = m))),
    loaded: () => loaded,
  };
}

const fastCheck = lazyImport(() => import('fast-check').then((m) => m.default));

/** Loads fast-check (once); `fc` can be used as soon as this has resolved. */
export function loadFastCheck(): Promise<Fc> {
  return fastCheck.load();
}

/** fast-check itself, once `loadFastCheck()` has resolved (before, a use is a programming error). */
export const fc: Fc = new Proxy({} as Fc, {
  get(_, key) {
    const loaded = fastCheck.loaded();
    if (!loaded) throw new Error('fast-check is used before it was loaded: await loadFastCheck() first');
    return loaded[key as keyof Fc];
  },
});

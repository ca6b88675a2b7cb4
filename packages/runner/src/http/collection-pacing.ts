// Garbage of large bodies collected as it is made. V8 collects lazily: a run reading a 6 MB body
// with every answer let hundreds of megabytes of judged-and-dropped text and bytes wait for the next
// major collection (peak RSS 374–439 MiB against 160 for a normal run, issue 33). Past a number of
// bytes of LARGE bodies read since the last time, one full collection runs. Bodies of a page or less
// never count, so a run against a server that sends none pays nothing.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A body at least this large counts (a page of 1,000 records is a few hundred KB). */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** Bytes of large bodies read between two collections. */
export const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;

export interface CollectionPacing {
  /** Told of every body read (its size in bytes); may run a full collection. */
  read(bytes: number): void;
  /** Full collections run so far. */
  collections(): number;
}

/** V8's full collection (`gc`), exposed when first needed; nothing where the engine refuses. */
function fullCollection(): () => void {
  try {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === 'function') return exposed;
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return () => undefined;
  }
}

/** `collect` defaults to V8's full collection, looked up at the first one (a run without large bodies never does). */
export function collectionPacing(everyBytes = COLLECT_EVERY_BYTES, collect?: () => void): CollectionPacing {
  let pending = 0;
  let count = 0;
  let collector = collect;
  return {
    read(bytes) {
      if (bytes < LARGE_BODY_BYTES) return;
      pending += bytes;
      if (pending < everyBytes) return;
      pending = 0;
      count++;
      collector ??= fullCollection();
      collector();
    },
    collections: () => count,
  };
}

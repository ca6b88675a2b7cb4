// A bounded cache of the JSON bytes of records, per dataset and profile: a record asked for again
// (the next page, the same page from another client) is copied instead of written afresh. The bytes
// live in one arena; when it is full the whole cache is dropped and refilled.
import type { Dataset } from '../data/dataset.js';
import type { ReferenceProfile } from '../types.js';
import type { JsonBytes } from './json-bytes.js';

/** Arena size per kind of record: at most about 100,000 records of either kind. */
const ARENA_BYTES = 64 * 1024 * 1024;
/** Room per record in a small dataset's arena (records are at most ~700 bytes), so all of them fit. */
const BYTES_PER_RECORD = 1024;
/** Longer records are written every time (none are, at the spec's field sizes). */
const MAX_RECORD_BYTES = 0xffff;

export class RecordCache {
  private arena: Uint8Array | undefined;
  private used = 0;
  private readonly start: Int32Array;
  private readonly size: Uint16Array;

  constructor(
    count: number,
    private readonly arenaBytes = Math.min(ARENA_BYTES, Math.max(count, 64) * BYTES_PER_RECORD),
  ) {
    this.start = new Int32Array(count);
    this.size = new Uint16Array(count);
  }

  /** Forgets every record (the arena is kept for reuse). */
  clear(): void {
    this.size.fill(0);
    this.used = 0;
  }

  /** Writes record `position` into `w`: its cached bytes, or `write`'s (then kept). */
  write(w: JsonBytes, position: number, write: (w: JsonBytes, position: number) => void): void {
    const size = this.size[position]!;
    if (size > 0) {
      w.copyFrom(this.arena!, this.start[position]!, size);
      return;
    }
    const from = w.length;
    write(w, position);
    const n = w.length - from;
    if (n === 0 || n > MAX_RECORD_BYTES || position >= this.size.length) return;
    if (this.used + n > this.arenaBytes) this.clear();
    this.arena ??= new Uint8Array(this.arenaBytes);
    w.copyTo(this.arena, this.used, from);
    this.start[position] = this.used;
    this.size[position] = n;
    this.used += n;
  }
}

interface Caches {
  profile: Readonly<ReferenceProfile>;
  orders: RecordCache;
  trades: RecordCache;
}

const byDataset = new WeakMap<Dataset, Caches>();

/** The caches of `ds` for `profile` (a server's profile is one frozen object; another one starts afresh). */
export function recordCaches(ds: Dataset, profile: Readonly<ReferenceProfile>): Caches {
  let caches = byDataset.get(ds);
  if (caches?.profile !== profile) {
    caches = { profile, orders: new RecordCache(ds.orders.count), trades: new RecordCache(ds.trades.count) };
    byDataset.set(ds, caches);
  }
  return caches;
}

/** Empties the caches of `ds` (after the warm-up, so served records start from an empty arena). */
export function clearRecordCaches(ds: Dataset): void {
  const caches = byDataset.get(ds);
  caches?.orders.clear();
  caches?.trades.clear();
}

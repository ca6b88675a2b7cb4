// Nonces seen recently, bounded in time (while their stamp is still fresh) and in size.

export class NonceCache {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
  ) {}

  /** Records `nonce` for `key`; false when it was already used and has not expired. */
  use(key: string, nonce: string, nowMs: number): boolean {
    this.expire(nowMs);
    const id = `${key}\u0000${nonce}`;
    const until = this.seen.get(id);
    if (until !== undefined && until > nowMs) return false;
    if (this.seen.size >= this.maxSize) {
      // Full of live nonces: the oldest goes first (a replay of it then passes the nonce rule only if
      // its stamp is still within the window, which the size makes unlikely).
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.delete(id);
    this.seen.set(id, nowMs + this.ttlMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  /** Insertion order is expiry order (the clock moves forward), so expired entries are at the front. */
  private expire(nowMs: number): void {
    for (const [id, until] of this.seen) {
      if (until > nowMs) break;
      this.seen.delete(id);
    }
  }
}

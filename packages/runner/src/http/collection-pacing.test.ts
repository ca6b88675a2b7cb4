import { describe, expect, it } from 'vitest';
import { COLLECT_EVERY_BYTES, LARGE_BODY_BYTES, collectionPacing } from './collection-pacing.js';

describe('collectionPacing', () => {
  it('collects once per COLLECT_EVERY_BYTES of large bodies read, and never for bodies of a page', () => {
    let collected = 0;
    const pacing = collectionPacing(COLLECT_EVERY_BYTES, () => collected++);
    for (let i = 0; i < 100_000; i++) pacing.read(LARGE_BODY_BYTES - 1);
    expect(collected).toBe(0);
    const body = 6 * 1024 * 1024;
    const bodies = 100;
    for (let i = 0; i < bodies; i++) pacing.read(body);
    expect(collected).toBe(Math.floor(bodies / Math.ceil(COLLECT_EVERY_BYTES / body)));
    expect(pacing.collections()).toBe(collected);
  });

  it("runs V8's full collection: what only a collection frees is freed", async () => {
    const pacing = collectionPacing(LARGE_BODY_BYTES);
    const ref = new WeakRef({ garbage: 'x'.repeat(1000) });
    // A WeakRef keeps its target through the job that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    pacing.read(LARGE_BODY_BYTES);
    expect(pacing.collections()).toBe(1);
    expect(ref.deref()).toBeUndefined();
  });
});

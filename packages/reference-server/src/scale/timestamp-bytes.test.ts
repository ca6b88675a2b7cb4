import { formatTimestamp } from '@tarc/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTimeline, instantAt } from '../data/timeline.js';
import { JsonBytes } from './json-bytes.js';
import { writeTimestamp } from './timestamp-bytes.js';

describe('writeTimestamp', () => {
  it('writes what formatTimestamp(instantAt(...)) writes', () => {
    const timeline = createTimeline(new Date('2026-06-01T12:00:00Z'));
    const w = new JsonBytes();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * timeline.now }), fc.constantFrom(6 as const, 7 as const), (ticks, digits) => {
        writeTimestamp(w.reset(), timeline, ticks, digits);
        expect(w.take().toString('latin1')).toBe(formatTimestamp(instantAt(timeline, ticks), digits));
      }),
      { numRuns: 5000 },
    );
  });
});

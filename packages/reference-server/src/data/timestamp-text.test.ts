import { formatTimestamp } from '@tarc/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTimeline, instantAt } from './timeline.js';
import { timestampTextOf } from './timestamp-text.js';

describe('timestampTextOf', () => {
  it('writes what formatTimestamp(instantAt(...)) writes', () => {
    const timeline = createTimeline(new Date('2026-06-01T12:00:00Z'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * timeline.now }), fc.constantFrom(6 as const, 7 as const), (ticks, digits) => {
        expect(timestampTextOf(timeline, ticks, digits)).toBe(formatTimestamp(instantAt(timeline, ticks), digits));
      }),
      { numRuns: 5000 },
    );
  });
});

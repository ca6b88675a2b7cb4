import { compareIds, type Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { tickBefore } from './list-paging-hooks.js';
import { idSuccessor } from './orders.js';

describe('order fault helpers', () => {
  it.each([
    ['41', 'numeric'],
    ['999', 'numeric'],
    ['100000000041', 'numeric'],
    ['ord-000000000041', 'string'],
  ] as const)('idSuccessor(%s) is the smallest id above it (%s)', (id, mode) => {
    const next = idSuccessor(id);
    expect(compareIds(next, id, mode)).toBeGreaterThan(0);
    // Nothing a real id of the same style can spell lies between the two.
    const neighbour = mode === 'numeric' ? String(BigInt(id) + 1n) : id.replace(/\d$/, (d) => String(Number(d) + 1));
    expect(compareIds(next, neighbour, mode)).toBeLessThanOrEqual(0);
  });

  it('tickBefore is one 100 ns tick earlier', () => {
    expect(tickBefore('2026-01-02T00:00:00.0000000' as Instant)).toBe('2026-01-01T23:59:59.9999999');
  });
});

import { describe, expect, it } from 'vitest';
import { createdAtViolation } from './ordering.js';

const t = (s: number) => `2026-11-20T10:00:${String(s).padStart(2, '0')}.0000000`;

describe('createdAtViolation', () => {
  it.each([
    ['ascending, ties allowed', [t(1), t(2), t(2), t(3)], 'ASC', undefined],
    ['descending, ties allowed', [t(3), t(3), t(1)], 'DESC', undefined],
    ['first break, ascending', [t(1), t(3), t(2), t(1)], 'ASC', { index: 2, previous: t(3), current: t(2) }],
    ['first break, descending', [t(3), t(1), t(2)], 'DESC', { index: 2, previous: t(1), current: t(2) }],
    // A value that is no timestamp is skipped (another check's finding): the readable ones around it are still compared.
    ['no timestamp between', [t(3), 'soon', t(1)], 'ASC', { index: 2, previous: t(3), current: t(1) }],
    ['no timestamp between, in order', [t(1), 'soon', t(3)], 'ASC', undefined],
    ['no timestamp first', ['soon', t(3), t(1)], 'ASC', { index: 2, previous: t(3), current: t(1) }],
    ['empty', [], 'ASC', undefined],
    ['one', [t(1)], 'DESC', undefined],
  ] as const)('%s', (_, createdAts, order, expected) => {
    expect(
      createdAtViolation(
        createdAts.map((createdAt) => ({ createdAt })),
        order,
      ),
    ).toEqual(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, instantFromTicks, instantToTicks, parseDateTimeInput, type Instant } from '../instant.js';
import { clampDateRange } from './window.js';

const at = (text: string) => parseDateTimeInput(text) as Instant;
const DAY = 864_000_000_000n;
const MIN = instantToTicks(at('1900-01-01'));
const MAX = instantToTicks(at('2200-01-01'));
const instant = fc.bigInt({ min: MIN, max: MAX }).map(instantFromTicks);

describe('clampDateRange', () => {
  it('defaults after to before - 90 days', () => {
    expect(clampDateRange({ before: at('2026-04-01') })).toEqual({ after: at('2026-01-01'), before: at('2026-04-01') });
    expect(clampDateRange({ before: at('2026-04-01') }, 1, 'after')).toEqual({ after: at('2026-03-31'), before: at('2026-04-01') });
  });

  it('keeps a range of exactly 90 days and cuts one tick more', () => {
    const before = at('2026-04-01');
    const after = addDays(before, -90);
    expect(clampDateRange({ before, after })).toEqual({ after, before });
    const longer = instantFromTicks(instantToTicks(after) - 1n);
    expect(clampDateRange({ before, after: longer })).toEqual({ after, before });
    expect(clampDateRange({ before, after: longer }, 90, 'after')).toEqual({ after: longer, before: instantFromTicks(instantToTicks(before) - 1n) });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects maxDays %s', (maxDays) => {
    expect(() => clampDateRange({ before: at('2026-01-01') }, maxDays)).toThrow(RangeError);
  });

  it('saturates at the ends of the calendar', () => {
    expect(clampDateRange({ before: at('0100-01-02') }, 40_000).after).toBe('0000-01-01T00:00:00.0000000');
    expect(clampDateRange({ before: at('9999-12-31T23:59:59.9999999'), after: at('9999-01-01') }, 400, 'after')).toEqual({
      after: at('9999-01-01'),
      before: '9999-12-31T23:59:59.9999999',
    });
  });

  it('never yields more than maxDays and never widens (property)', () => {
    fc.assert(
      fc.property(
        instant,
        fc.option(instant, { nil: undefined }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('before', 'after' as const),
        (before, after, maxDays, anchor) => {
          const w = clampDateRange({ before, after }, maxDays, anchor as 'before' | 'after');
          const span = instantToTicks(w.before) - instantToTicks(w.after);
          expect(span <= BigInt(maxDays) * DAY).toBe(true);
          expect(w.before <= before).toBe(true);
          if (after !== undefined) {
            expect(w.after >= after).toBe(true);
            // Either end is kept as given.
            expect(w.after === after || w.before === before).toBe(true);
          }
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, instantFromDate, instantToTicks, type Instant } from '@tarc/domain';
import { windowsBack } from './windows.js';
import { dateTimeFormatter } from './datetime-format.js';

const now = '2026-11-22T03:00:00.1234567' as Instant;

describe('windowsBack', () => {
  it('tiles 365 days with 90-day windows, newest first', () => {
    const w = windowsBack(now, 365);
    expect(w).toHaveLength(5);
    expect(w[0]).toEqual({ after: addDays(now, -90), before: now });
    expect(w[4]).toEqual({ after: addDays(now, -365), before: addDays(now, -360) });
  });

  it('always tiles exactly, never spans more than 90 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (days, date) => {
          const start = instantFromDate(date);
          const w = windowsBack(start, days);
          expect(w[0]!.before).toBe(start);
          expect(w.at(-1)!.after).toBe(addDays(start, -days));
          for (let i = 0; i < w.length; i++) {
            const span = instantToTicks(w[i]!.before) - instantToTicks(w[i]!.after);
            expect(span > 0n && span <= 90n * 864_000_000_000n).toBe(true);
            if (i > 0) expect(w[i]!.before).toBe(w[i - 1]!.after);
          }
        },
      ),
    );
  });
});

describe('dateTimeFormatter', () => {
  it.each([
    ['iso7', '2026-11-22T03:00:00.1234567'],
    ['iso6', '2026-11-22T03:00:00.123456'],
    ['iso-z', '2026-11-22T03:00:00.1234567Z'],
  ] as const)('%s', (format, text) => {
    expect(dateTimeFormatter(format)(now)).toBe(text);
  });
});

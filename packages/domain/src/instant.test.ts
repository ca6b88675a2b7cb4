import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMilliseconds,
  compareInstants,
  formatTimestamp,
  instantFromDate,
  instantFromTicks,
  instantToDate,
  instantToTicks,
  isTimestamp,
  parseDateTimeInput,
  parseTimestamp,
  type Instant,
} from './instant.js';

const MIN = instantToTicks('0000-01-01T00:00:00.0000000' as Instant);
const MAX = instantToTicks('9999-12-31T23:59:59.9999999' as Instant);
const ticks = fc.bigInt({ min: MIN, max: MAX });

/** n digits, zero-padded (a digit-shaped field of a timestamp). */
const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));

describe('parseTimestamp / isTimestamp', () => {
  it.each([
    ['2026-01-31T10:20:30.123456', '2026-01-31T10:20:30.1234560'],
    ['2026-01-31T10:20:30.1234567', '2026-01-31T10:20:30.1234567'],
    ['2024-02-29T00:00:00.000000', '2024-02-29T00:00:00.0000000'],
    ['0050-06-01T00:00:00.000000', '0050-06-01T00:00:00.0000000'],
  ])('accepts %s', (text, canonical) => {
    expect(parseTimestamp(text)).toBe(canonical);
    expect(isTimestamp(text)).toBe(true);
  });

  it.each([
    '2026-01-31T10:20:30.12345',
    '2026-01-31T10:20:30.12345678',
    '2026-01-31T10:20:30',
    '2026-01-31T10:20:30.123456Z',
    '2026-01-31T10:20:30.123456+01:00',
    '2026-02-29T00:00:00.000000',
    '1900-02-29T00:00:00.000000',
    '2026-04-31T00:00:00.000000',
    '2026-13-01T00:00:00.000000',
    '2026-00-01T00:00:00.000000',
    '2026-01-00T00:00:00.000000',
    '2026-01-01T24:00:00.000000',
    '2026-01-01T00:60:00.000000',
    '2026-01-01T00:00:60.000000',
    '2026-01-01 00:00:00.000000',
    '',
  ])('rejects %s', (text) => {
    expect(parseTimestamp(text)).toBeUndefined();
    expect(isTimestamp(text)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isTimestamp(20260101)).toBe(false);
    expect(isTimestamp(null)).toBe(false);
  });

  it('agrees with parseTimestamp on digit-shaped text (property)', () => {
    fc.assert(
      fc.property(
        digits(4),
        digits(2),
        digits(2),
        digits(2),
        digits(2),
        digits(2),
        fc.constantFrom(6, 7).chain((n) => digits(n)),
        (y, mo, da, h, mi, s, f) => {
          const text = `${y}-${mo}-${da}T${h}:${mi}:${s}.${f}`;
          expect(isTimestamp(text)).toBe(parseTimestamp(text) !== undefined);
          // The fast path gives the instant the general parser builds from the same text.
          if (isTimestamp(text)) expect(parseTimestamp(text)).toBe(parseDateTimeInput(text));
        },
      ),
    );
  });
});

describe('parseDateTimeInput', () => {
  it.each([
    ['2026-01-31', '2026-01-31T00:00:00.0000000'],
    ['2026-01-31T10:20', '2026-01-31T10:20:00.0000000'],
    ['2026-01-31 10:20:30', '2026-01-31T10:20:30.0000000'],
    ['2026-01-31T10:20:30.5Z', '2026-01-31T10:20:30.5000000'],
    ['2026-01-31T10:20:30.1234567', '2026-01-31T10:20:30.1234567'],
    ['2026-01-31T01:00:00+02:00', '2026-01-30T23:00:00.0000000'],
    ['2026-01-31T23:00:00-01:30', '2026-02-01T00:30:00.0000000'],
  ])('reads %s', (text, canonical) => {
    expect(parseDateTimeInput(text)).toBe(canonical);
  });

  it('reads a text without offset as the same text with offset +00:00 (property)', () => {
    // The offset path computes the instant through Date and ticks; the UTC path spells it directly.
    fc.assert(
      fc.property(
        digits(4),
        digits(2),
        digits(2),
        fc.option(
          fc.tuple(fc.constantFrom('T', ' '), digits(2), digits(2), fc.option(fc.tuple(digits(2), fc.option(fc.integer({ min: 1, max: 7 }).chain(digits))))),
          {
            nil: undefined,
          },
        ),
        (y, mo, da, time) => {
          let text = `${y}-${mo}-${da}`;
          if (time) {
            const [sep, h, mi, rest] = time;
            text += `${sep}${h}:${mi}`;
            if (rest) text += `:${rest[0]}${rest[1] === null ? '' : `.${rest[1]}`}`;
          }
          expect(parseDateTimeInput(text)).toBe(parseDateTimeInput(`${text}+00:00`));
          expect(parseDateTimeInput(`${text}Z`)).toBe(parseDateTimeInput(`${text}-00:00`));
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    '2026-02-30',
    '2026-01-31T10:20:30.12345678',
    '2026-01-31T10:20:30+24:00',
    '2026-01-31T10:20:30+01:60',
    'yesterday',
    '0000-01-01T00:00:00+01:00',
    '9999-12-31T23:30:00-01:00',
    '20260131',
  ])('rejects %s', (text) => {
    expect(parseDateTimeInput(text)).toBeUndefined();
  });
});

describe('ticks and dates', () => {
  it('round-trips ticks, canonical text and 6/7-digit formatting (property)', () => {
    fc.assert(
      fc.property(ticks, (t) => {
        const instant = instantFromTicks(t);
        expect(instantToTicks(instant)).toBe(t);
        expect(parseTimestamp(formatTimestamp(instant))).toBe(instant);
        expect(parseDateTimeInput(instant)).toBe(instant);
        const six = formatTimestamp(instant, 6);
        expect(six).toHaveLength(26);
        expect(parseTimestamp(six)).toBe(instantFromTicks(t - (((t % 10n) + 10n) % 10n)));
      }),
    );
  });

  it('orders as strings exactly as ticks do (property)', () => {
    fc.assert(
      fc.property(ticks, ticks, (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(compareInstants(instantFromTicks(a), instantFromTicks(b))).toBe(expected);
      }),
    );
  });

  it('adds whole milliseconds and days as the ticks do, within the calendar and past its ends', () => {
    const MS_TICKS = 10_000n;
    fc.assert(
      fc.property(
        ticks,
        fc.integer({ min: -4_000_000, max: 4_000_000 }),
        fc.integer({ min: -400_000_000_000_000, max: 400_000_000_000_000 }),
        (t, days, ms) => {
          const instant = instantFromTicks(t);
          expect(addDays(instant, days)).toBe(instantFromTicks(t + BigInt(days) * 86_400_000n * MS_TICKS));
          expect(addMilliseconds(instant, ms)).toBe(instantFromTicks(t + BigInt(ms) * MS_TICKS));
        },
      ),
      { numRuns: 2000 },
    );
    // Within a few thousand years, where whole days are calendar arithmetic on the date's digits.
    fc.assert(
      fc.property(ticks, fc.integer({ min: -1_200_000, max: 1_200_000 }), (t, days) => {
        expect(addDays(instantFromTicks(t), days)).toBe(instantFromTicks(t + BigInt(days) * 86_400_000n * MS_TICKS));
      }),
      { numRuns: 2000 },
    );
    expect(addDays('0000-03-01T00:00:00.0000001' as Instant, -1)).toBe('0000-02-29T00:00:00.0000001');
    expect(addDays('2100-03-01T23:59:59.9999999' as Instant, -1)).toBe('2100-02-28T23:59:59.9999999');
    expect(addDays('0000-01-01T00:00:00.0000000' as Instant, -1)).toBe('0000-01-01T00:00:00.0000000');
    expect(addDays('9999-12-31T23:59:59.9991234' as Instant, 1)).toBe('9999-12-31T23:59:59.9999999');
    expect(addMilliseconds('0000-01-01T00:00:00.0001234' as Instant, -1)).toBe('0000-01-01T00:00:00.0000000');
    expect(addMilliseconds('0000-01-01T00:00:00.0011234' as Instant, -1)).toBe('0000-01-01T00:00:00.0001234');
  });

  it('saturates at the ends of the calendar', () => {
    expect(instantFromTicks(MIN - 1n)).toBe('0000-01-01T00:00:00.0000000');
    expect(instantFromTicks(MAX + 1n)).toBe('9999-12-31T23:59:59.9999999');
  });

  it('converts to and from Date and does arithmetic', () => {
    const date = new Date('2026-03-01T12:34:56.789Z');
    const instant = instantFromDate(date);
    expect(instant).toBe('2026-03-01T12:34:56.7890000');
    expect(instantToDate(instant).getTime()).toBe(date.getTime());
    expect(addDays(instant, -1)).toBe('2026-02-28T12:34:56.7890000');
    expect(addMilliseconds(instant, 211)).toBe('2026-03-01T12:34:57.0000000');
    expect(instantFromTicks(-1n)).toBe('1969-12-31T23:59:59.9999999');
  });
});

describe('typed errors and the ends of the calendar', () => {
  it('instantFromDate saturates past year 9999 (an Instant isTimestamp accepts) and refuses an invalid Date', async () => {
    const { isTimestamp: valid } = await import('./instant.js');
    const far = instantFromDate(new Date(Date.UTC(20000, 0, 1)));
    expect(far).toBe('9999-12-31T23:59:59.9999999');
    expect(valid(far)).toBe(true);
    expect(() => instantFromDate(new Date(Number.NaN))).toThrow(expect.objectContaining({ name: 'DomainError', code: 'invalid-date' }));
  });
  it('addDays refuses an amount finer than a millisecond with a coded error', () => {
    const i = instantFromDate(new Date(Date.UTC(2024, 0, 1)));
    expect(() => addDays(i, 1e-9)).toThrow(expect.objectContaining({ code: 'invalid-amount' }));
    expect(addDays(i, 0.5)).toBe('2024-01-01T12:00:00.0000000');
  });
});

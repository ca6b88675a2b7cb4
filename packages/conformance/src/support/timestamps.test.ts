import type { Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '#types';
import { ceilSecond, createdAtExtent, createdWithin, daysBetween, exactDatetime, floorSecond } from './timestamps.js';

const at = (text: string) => text as Instant;
const ctxWith = (format: (i: Instant) => string) => ({ options: { formatDateTime: format } }) as unknown as CheckContext;

describe('timestamps', () => {
  it.each([
    ['2026-01-02T03:04:05.0000001', '2026-01-02T03:04:06.0000000', '2026-01-02T03:04:05.0000000'],
    ['2026-01-02T03:04:05.0000000', '2026-01-02T03:04:05.0000000', '2026-01-02T03:04:05.0000000'],
    ['2026-12-31T23:59:59.9999999', '2027-01-01T00:00:00.0000000', '2026-12-31T23:59:59.0000000'],
    ['2024-02-28T23:59:59.5000000', '2024-02-29T00:00:00.0000000', '2024-02-28T23:59:59.0000000'],
    ['9999-12-31T23:59:59.0000001', '9999-12-31T23:59:59.9999999', '9999-12-31T23:59:59.0000000'],
  ])('rounds %s up to %s and down to %s', (instant, up, down) => {
    expect(ceilSecond(at(instant))).toBe(up);
    expect(floorSecond(at(instant))).toBe(down);
  });

  it('sends a timestamp only when the configured format carries it exactly', () => {
    const instant = at('2026-01-02T03:04:05.1234567');
    expect(
      exactDatetime(
        ctxWith((i) => i),
        instant,
      ),
    ).toBe('2026-01-02T03:04:05.1234567');
    expect(
      exactDatetime(
        ctxWith((i) => `${i}Z`),
        instant,
      ),
    ).toBe('2026-01-02T03:04:05.1234567Z');
    expect(
      exactDatetime(
        ctxWith((i) => i.slice(0, 26)),
        instant,
      ),
    ).toBeUndefined();
    expect(
      exactDatetime(
        ctxWith((i) => i.slice(0, 26)),
        at('2026-01-02T03:04:05.1234560'),
      ),
    ).toBe('2026-01-02T03:04:05.123456');
  });

  it('measures spans and extents of records, ignoring records without a timestamp', () => {
    const records = [{ createdAt: '2026-01-11T00:00:00.000000' }, { createdAt: 'yesterday' }, { createdAt: '2026-01-01T00:00:00.0000000' }];
    expect(createdAtExtent(records)).toEqual({ min: '2026-01-01T00:00:00.0000000', max: '2026-01-11T00:00:00.0000000' });
    expect(daysBetween(at('2026-01-01T00:00:00.0000000'), at('2026-01-11T12:00:00.0000000'))).toBe(10.5);
  });
});

describe('createdWithin', () => {
  it('counts the records created in the window, the same when asked again of the same list and of a list grown since', () => {
    const records: unknown[] = [
      { createdAt: '2026-01-01T00:00:00.0000000' },
      { createdAt: '2026-01-02T00:00:00.000000' },
      { createdAt: 'not a timestamp' },
      null,
      { createdAt: '2026-01-03T00:00:00.0000000' },
    ];
    const window = { after: '2026-01-01T00:00:00.0000000' as Instant, before: '2026-01-03T00:00:00.0000000' as Instant };
    expect(createdWithin(records, window)).toBe(2);
    expect(createdWithin(records, { ...window, after: '2025-12-31T00:00:00.0000000' as Instant })).toBe(3);
    records.push({ createdAt: '2026-01-02T12:00:00.0000000' });
    expect(createdWithin(records, window)).toBe(3);
  });
});

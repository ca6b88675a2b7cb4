import { addDays, type Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '#types';
import { createdAtOf, dataWindow, discoveredTransfers, inWindow, instantsOf, sentWindow, WITHDRAWALS } from './transfers.js';

const NOW = '2026-11-22T00:00:00.0000000' as Instant;

function context(format: (i: Instant) => string = (i) => i, withdrawals?: unknown[]): CheckContext {
  return {
    discovery: { now: NOW, horizonDays: 365, account: withdrawals ? { withdrawals: withdrawals as never } : {}, notes: [] },
    options: { seed: 1, runs: 1, horizonDays: 365, formatDateTime: format },
  } as unknown as CheckContext;
}

describe('sentWindow', () => {
  it('reads back what the server sees, and says when the format dropped a digit', () => {
    const after = '2026-01-01T00:00:00.1234567' as Instant;
    const before = '2026-02-01T00:00:00.0000000' as Instant;
    expect(sentWindow(context(), after, before)).toMatchObject({ after, before, exact: true });
    const six = sentWindow(
      context((i) => i.slice(0, 26)),
      after,
      before,
    );
    expect(six.query.createdAtAfter).toBe('2026-01-01T00:00:00.123456');
    expect(six.after).toBe('2026-01-01T00:00:00.1234560');
    expect(six.exact).toBe(false);
  });
});

describe('inWindow', () => {
  const window = { after: '2026-01-01T00:00:00.0000000' as Instant, before: '2026-01-02T00:00:00.0000000' as Instant };
  it.each([
    ['2026-01-01T00:00:00.0000000', false], // "after this time": the bound itself is out
    ['2026-01-01T00:00:00.0000001', true],
    ['2026-01-02T00:00:00.0000000', true], // "on or before this time": the bound itself is in
    ['2026-01-02T00:00:00.0000001', false],
  ])('%s → %s', (instant, expected) => {
    expect(inWindow(instant as Instant, window)).toBe(expected);
  });
});

describe('discovered records and their window', () => {
  const records = [
    { id: 'a', createdAt: '2026-10-01T00:00:00.0000000' },
    { id: 'b', createdAt: '2026-11-01T00:00:00.000000' },
    { id: 'c', createdAt: 'not a time' },
    { id: 'd', createdAt: '2026-10-01T00:00:00.0000000' },
  ];

  it('keeps records with a readable createdAt and skips when there are none', () => {
    const found = discoveredTransfers(context(undefined, records), WITHDRAWALS);
    expect(found.ok && found.records.map((r) => r.id)).toEqual(['a', 'b', 'd']);
    expect(discoveredTransfers(context(), WITHDRAWALS)).toMatchObject({ ok: false });
    expect(discoveredTransfers(context(undefined, []), WITHDRAWALS)).toMatchObject({ ok: false });
    expect(createdAtOf(records[1])).toBe('2026-11-01T00:00:00.0000000');
  });

  it('lists distinct instants ascending', () => {
    expect(instantsOf(records)).toEqual(['2026-10-01T00:00:00.0000000', '2026-11-01T00:00:00.0000000']);
  });

  it('holds every record when they span less than 90 days, and never spans more', () => {
    const w = dataWindow(context(), records);
    for (const t of instantsOf(records)) expect(inWindow(t, w)).toBe(true);
    const spread = [{ createdAt: '2025-01-01T00:00:00.0000000' }, { createdAt: '2026-11-01T00:00:00.0000000' }];
    const wide = dataWindow(context(), spread);
    expect(wide.after >= addDays(wide.before, -90)).toBe(true);
    expect(inWindow('2026-11-01T00:00:00.0000000' as Instant, wide)).toBe(true);
    expect(inWindow('2025-01-01T00:00:00.0000000' as Instant, wide)).toBe(false);
  });
});

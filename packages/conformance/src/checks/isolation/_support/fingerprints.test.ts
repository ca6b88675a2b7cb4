import { describe, expect, it } from 'vitest';
import type { AccountData } from '#types';
import { fingerprint, fingerprintsOf } from './fingerprints.js';

const at = '2026-11-20T10:00:00.0000000';

describe('fingerprints of records', () => {
  it('identify a record by kind, id and createdAt, not by accountId', () => {
    expect(fingerprint('order', { id: '7', createdAt: at, accountId: 'A' })).toBe(fingerprint('order', { id: '7', createdAt: at, accountId: 'B' }));
    expect(fingerprint('order', { id: '7', createdAt: at, createdBy: 'a@x' })).toBe(fingerprint('order', { id: '7', createdAt: at, createdBy: 'b@x' }));
    expect(fingerprint('order', { id: '7', createdAt: at })).not.toBe(fingerprint('trade', { id: '7', createdAt: at }));
    expect(fingerprint('order', { id: '7', createdAt: at, pairSymbol: 'A' })).not.toBe(fingerprint('order', { id: '7', createdAt: at, pairSymbol: 'B' }));
    expect(fingerprint('order', { id: '7', createdAt: at, status: 'Untouched' })).toBe(fingerprint('order', { id: '7', createdAt: at, status: 'Closed' }));
    expect(fingerprint('trade', { id: '7' })).toBeUndefined();
  });

  it('leave out a kind the viewing account holds alike (ids are not stated unique across accounts)', () => {
    const owner = {
      trades: [
        { id: '1', createdAt: at },
        { id: '2', createdAt: at },
      ],
      wallets: [{ id: 'w1' }, { id: 'w2' }],
    } as unknown as AccountData;
    const viewer = { trades: [{ id: '1', createdAt: at }], wallets: [{ id: 'w2' }] } as unknown as AccountData;
    const { prints, alike } = fingerprintsOf(owner, viewer);
    expect([...prints.values()].map((r) => r.id).sort()).toEqual([]);
    expect([...alike].sort()).toEqual(['trade', 'wallet']);
    const other = { trades: [{ id: '9', createdAt: at }] } as unknown as AccountData;
    expect([...fingerprintsOf(owner, other).prints.values()].map((r) => r.id).sort()).toEqual(['1', '2', 'w1', 'w2']);
  });

  it('a record without a fingerprint (no id, no createdAt) makes no kind alike: the others are still looked for', () => {
    const at = '2026-01-01T00:00:00.0000000';
    const owner = { trades: [{ id: '1', createdAt: at }, { id: '3' }] } as unknown as AccountData;
    const viewer = { trades: [{ createdAt: at }], wallets: [{ currencySymbol: 'BTC' }] } as unknown as AccountData;
    const { prints, alike } = fingerprintsOf(owner, viewer);
    expect([...alike]).toEqual([]);
    expect(prints.values().map((r) => r.id)).toEqual(['1']);
  });
});

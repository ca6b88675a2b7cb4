import { describe, expect, it } from 'vitest';
import type { AccountData } from '../../../types.js';
import { fingerprint, fingerprintsOf } from './fingerprints.js';

const at = '2026-11-20T10:00:00.0000000';

describe('fingerprints of records', () => {
  it('identify a record by kind, id and createdAt, not by accountId', () => {
    expect(fingerprint('order', { id: '7', createdAt: at, accountId: 'A' })).toBe(fingerprint('order', { id: '7', createdAt: at, accountId: 'B' }));
    expect(fingerprint('order', { id: '7', createdAt: at })).not.toBe(fingerprint('trade', { id: '7', createdAt: at }));
    expect(fingerprint('trade', { id: '7' })).toBeUndefined();
    expect(fingerprint('wallet', { id: 'w1' })).toBe('wallet w1');
  });

  it("leave out what the viewing account holds itself (ids are not stated unique across accounts)", () => {
    const owner = { trades: [{ id: '1', createdAt: at }, { id: '2', createdAt: at }], wallets: [{ id: 'w1' }, { id: 'w2' }] } as unknown as AccountData;
    const viewer = { trades: [{ id: '1', createdAt: at }], wallets: [{ id: 'w2' }] } as unknown as AccountData;
    expect([...fingerprintsOf(owner, viewer).keys()].sort()).toEqual([`trade 2 created ${at}`, 'wallet w1']);
  });
});

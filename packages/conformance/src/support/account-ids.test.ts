import { describe, expect, it } from 'vitest';
import type { AccountData } from '#types';
import { accountIdCounts, accountRecords, learnedAccountId, majorityAccountId } from './account-ids.js';

const data = (ids: string[]): AccountData => ({
  orders: new Map([['BTCTRY', ids.slice(0, 1).map((accountId, i) => ({ id: `o${i}`, accountId }) as never)]]),
  wallets: ids.slice(1).map((accountId, i) => ({ id: `w${i}`, accountId }) as never),
});

describe('accountIds learnt from records', () => {
  it('reads every list of the account', () => {
    expect(accountRecords(data(['1', '1', '1'])).map((r) => r.endpoint)).toEqual(['GET /v1/orders', 'GET /v1/account-wallets', 'GET /v1/account-wallets']);
  });

  it('learns the one accountId all records share, and none when they disagree or are absent', () => {
    expect(learnedAccountId(data(['7', '7', '7']))).toBe('7');
    expect(learnedAccountId(data(['7', '8', '7']))).toBeUndefined();
    expect(learnedAccountId({})).toBeUndefined();
    expect(learnedAccountId(undefined)).toBeUndefined();
  });

  it('takes the most frequent accountId as the account own when a few leaked in', () => {
    expect(majorityAccountId(data(['7', '8', '7']))).toBe('7');
    expect(accountIdCounts(accountRecords(data(['7', '8', '7'])))).toEqual(
      new Map([
        ['7', 2],
        ['8', 1],
      ]),
    );
  });
});

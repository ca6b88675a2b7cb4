// Small accounts for canned-exchange tests: a few records of each kind, with distinct createdAt.
import type { AccountData } from '#types';

const at = (minute: number) => `2026-11-19T10:${String(minute).padStart(2, '0')}:00.0000000`;

/** An account whose records carry ids prefixed `p` (first account) or `s` (second), and its accountId. */
export function cannedAccount(prefix: string, accountId: string): AccountData {
  const orders = [1, 2, 3].map((i) => ({
    id: `${prefix}o${i}`,
    accountId,
    pairSymbol: 'BTCTRY',
    status: 'Closed',
    createdAt: at(i),
    createdBy: `trader.${prefix}@example.com`,
  }));
  return {
    orders: new Map([['BTCTRY', orders]]) as unknown as AccountData['orders'],
    trades: [1, 2].map((i) => ({
      id: `${prefix}t${i}`,
      accountId,
      orderId: `${prefix}o${i}`,
      pairSymbol: 'BTCTRY',
      side: 'Buy',
      createdAt: at(10 + i),
    })) as unknown as AccountData['trades'],
    wallets: [{ id: `${prefix}w1`, accountId, currencySymbol: 'BTC' }] as unknown as AccountData['wallets'],
    withdrawals: [
      { id: `${prefix}x1`, accountId, assetId: 'a1', externalTransactionId: `${prefix}-ref-1`, createdAt: at(20), createdBy: `trader.${prefix}@example.com` },
    ] as unknown as AccountData['withdrawals'],
    deposits: [{ id: `${prefix}d1`, accountId, assetId: 'a1', createdAt: at(30) }] as unknown as AccountData['deposits'],
  };
}

export const FIRST = cannedAccount('p', '111');
export const SECOND = cannedAccount('s', '222');

const SIXTEEN = '1.0000000000000000';

/** A wallet of the spec's table, every fund at 16 digits, with `funds` over it. */
export const cannedWallet = (funds: Record<string, unknown>) => ({
  id: '1',
  accountId: '1',
  currencySymbol: 'BTC',
  orderFund: SIXTEEN,
  requestFund: SIXTEEN,
  totalFund: SIXTEEN,
  ...funds,
});

/** A target whose every request is answered 200 with `json` (GET /v1/account-wallets, for the wallet checks). */
export const answeringWith = (json: unknown) => ({ respond: () => ({ status: 200, json }) });

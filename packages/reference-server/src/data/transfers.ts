// Wallets, crypto withdrawals and crypto deposits: few per account, kept as small objects.
import { TRANSFERS_PAGE_SIZE, WITHDRAWAL_STATUSES, type DecimalString, type WithdrawalStatus } from '@tarc/domain';
import type { AccountSpec } from './accounts.js';
import { formatScaled } from './decimal.js';
import { createRandom, hexFor } from './random.js';
import { CRYPTO_ASSETS } from './reference-data.js';
import { TICKS_PER_MS, type Timeline } from './timeline.js';

export interface WalletRow {
  id: string;
  account: number;
  currencySymbol: string;
  orderFund: DecimalString;
  requestFund: DecimalString;
  totalFund: DecimalString;
}

export interface TransferRow {
  id: string;
  account: number;
  assetId: string;
  currencySymbol: string;
  address: string;
  memoTag: string | null;
  amount: DecimalString;
  transactionHash: string;
  createdAt: number;
}

export interface WithdrawalRow extends TransferRow {
  feeAmount: DecimalString;
  status: WithdrawalStatus;
  externalTransactionId: string;
  updatedAt: number;
  createdBy: string;
}

export interface DepositRow extends TransferRow {
  status: string;
}

const WALLET_CURRENCIES = ['BTC', 'ETH', 'USDT', 'TRY', 'XRP', 'AVAX'] as const;
/** "status: allowed values: not shown" for deposits; these are the reference server's. */
const DEPOSIT_STATUSES = ['Completed', 'Pending', 'Completed', 'Rejected'] as const;
const TRANSFERS_PER_ACCOUNT = 36;
const TRANSFER_HISTORY_DAYS = 300;
/** The busy stretch of the first account: the last days before `now` hold its extra transfers. */
const BUSY_DAYS = 30;

/**
 * Extra withdrawals and deposits of the first demo account in its last 30 days, for a dataset of
 * `orders` orders: one per five orders, at most 1,100. At the default size a window holds more than
 * 1,000 of each, so the transfers' page-size rules ("1 to 1000, default 100") can be seen; a small
 * dataset stays sparse.
 */
export function busyTransfers(orders: number): number {
  return Math.min(TRANSFERS_PAGE_SIZE.max + TRANSFERS_PAGE_SIZE.default, Math.floor(orders / 5));
}

export interface Transfers {
  wallets: WalletRow[];
  /** Ordered by createdAt. */
  withdrawals: WithdrawalRow[];
  /** Ordered by createdAt. */
  deposits: DepositRow[];
}

export function generateTransfers(seed: number, accounts: readonly AccountSpec[], timeline: Timeline, tickStep: number, busy = 0): Transfers {
  const random = createRandom(seed * 17 + 3);
  const wallets: WalletRow[] = [];
  accounts.forEach((_, account) => {
    WALLET_CURRENCIES.forEach((currencySymbol, c) => {
      const order = random.int(0, 5_000_000_000),
        request = random.int(0, 1_000_000_000);
      wallets.push({
        id: String(7_000 + account * 100 + c * 7 + random.int(0, 6)),
        account,
        currencySymbol,
        orderFund: formatScaled(order, 8),
        requestFund: formatScaled(request, 8),
        totalFund: formatScaled(order + request + random.int(0, 9_000_000_000), 8),
      });
    });
  });

  const timeWithin = (days: number) =>
    Math.floor((timeline.now - random.int(60, days * 86_400) * 1000 * TICKS_PER_MS - random.int(0, 9_999_999)) / tickStep) * tickStep;
  const time = () => timeWithin(TRANSFER_HISTORY_DAYS);
  const base = (account: number, n: number, kind: number, at: () => number = time): TransferRow => {
    const asset = random.pick(CRYPTO_ASSETS);
    const units = random.int(10 ** Math.min(asset.maxAmountScale, 6), 10 ** Math.min(asset.maxAmountScale + 3, 15));
    return {
      id: String(30_000 + kind * 50_000 + n * 13 + random.int(0, 12)),
      account,
      assetId: asset.id,
      currencySymbol: asset.currencySymbol,
      address: `${asset.currencySymbol.toLowerCase()}1${hexFor(seed + kind, n, 30)}`,
      memoTag: asset.hasMemoTag ? String(random.int(100_000, 99_999_999)) : null,
      amount: formatScaled(units, asset.maxAmountScale, asset.maxAmountScale),
      transactionHash: `0x${hexFor(seed + 11 + kind, n, 64)}`,
      createdAt: at(),
    };
  };

  const withdrawals: WithdrawalRow[] = [];
  const deposits: DepositRow[] = [];
  const spread = TRANSFERS_PER_ACCOUNT * accounts.length;
  for (let n = 0; n < spread + busy; n++) {
    // The busy stretch comes after the spread: the first account's, in its last 30 days.
    const account = n < spread ? n % accounts.length : 0;
    const k = n < spread ? Math.floor(n / accounts.length) : n; // the account's own count: every status for every account
    const at = n < spread ? time : () => timeWithin(BUSY_DAYS);
    const w = base(account, n, 0, at);
    const asset = CRYPTO_ASSETS.find((a) => a.id === w.assetId)!;
    withdrawals.push({
      ...w,
      feeAmount: asset.transferFeeAmount,
      status: WITHDRAWAL_STATUSES[k % WITHDRAWAL_STATUSES.length]!,
      externalTransactionId: `wd-${hexFor(seed + 5, n, 12)}`,
      updatedAt: Math.min(timeline.now, w.createdAt + random.int(1, 7_200) * 1000 * TICKS_PER_MS),
      createdBy: accounts[account]!.email,
    });
    deposits.push({ ...base(account, n, 1, at), status: DEPOSIT_STATUSES[k % DEPOSIT_STATUSES.length]! });
  }
  const byCreatedAt = (a: TransferRow, b: TransferRow) => a.createdAt - b.createdAt;
  withdrawals.sort(byCreatedAt);
  deposits.sort(byCreatedAt);
  return { wallets, withdrawals, deposits };
}

// Wallets, crypto withdrawals and crypto deposits: few per account, kept as small objects.
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@tarc/domain';
import type { AccountSpec } from './accounts.js';
import { formatScaled } from './decimal.js';
import { createRandom, hexFor } from './random.js';
import { CRYPTO_ASSETS } from './reference-data.js';
import { TICKS_PER_MS, type Timeline } from './timeline.js';

export interface WalletRow {
  id: string;
  account: number;
  currencySymbol: string;
  orderFund: string;
  requestFund: string;
  totalFund: string;
}

export interface TransferRow {
  id: string;
  account: number;
  assetId: string;
  currencySymbol: string;
  address: string;
  memoTag: string | null;
  amount: string;
  transactionHash: string;
  createdAt: number;
}

export interface WithdrawalRow extends TransferRow {
  feeAmount: string;
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

export interface Transfers {
  wallets: WalletRow[];
  /** Ordered by createdAt. */
  withdrawals: WithdrawalRow[];
  /** Ordered by createdAt. */
  deposits: DepositRow[];
}

export function generateTransfers(seed: number, accounts: readonly AccountSpec[], timeline: Timeline, tickStep: number): Transfers {
  const random = createRandom(seed * 17 + 3);
  const wallets: WalletRow[] = [];
  accounts.forEach((_, account) => {
    WALLET_CURRENCIES.forEach((currencySymbol, c) => {
      const order = random.int(0, 5_000_000_000), request = random.int(0, 1_000_000_000);
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

  const time = () =>
    Math.floor((timeline.now - random.int(60, TRANSFER_HISTORY_DAYS * 86_400) * 1000 * TICKS_PER_MS - random.int(0, 9_999_999)) / tickStep) * tickStep;
  const base = (account: number, n: number, kind: number): TransferRow => {
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
      createdAt: time(),
    };
  };

  const withdrawals: WithdrawalRow[] = [];
  const deposits: DepositRow[] = [];
  for (let n = 0; n < TRANSFERS_PER_ACCOUNT * accounts.length; n++) {
    const account = n % accounts.length;
    const k = Math.floor(n / accounts.length); // the account's own count: every status for every account
    const w = base(account, n, 0);
    const asset = CRYPTO_ASSETS.find((a) => a.id === w.assetId)!;
    withdrawals.push({
      ...w,
      feeAmount: asset.transferFeeAmount,
      status: WITHDRAWAL_STATUSES[k % WITHDRAWAL_STATUSES.length]!,
      externalTransactionId: `wd-${hexFor(seed + 5, n, 12)}`,
      updatedAt: Math.min(timeline.now, w.createdAt + random.int(1, 7_200) * 1000 * TICKS_PER_MS),
      createdBy: accounts[account]!.email,
    });
    deposits.push({ ...base(account, n, 1), status: DEPOSIT_STATUSES[k % DEPOSIT_STATUSES.length]! });
  }
  const byCreatedAt = (a: TransferRow, b: TransferRow) => a.createdAt - b.createdAt;
  withdrawals.sort(byCreatedAt);
  deposits.sort(byCreatedAt);
  return { wallets, withdrawals, deposits };
}

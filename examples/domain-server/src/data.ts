// The server's records: two accounts, a few hundred orders over the last 120 days, wallets and
// pairs. Deterministic (a seeded generator), written with the domain's formatters.
import { addMilliseconds, formatDecimal, formatTimestamp, instantFromDate, type AccountWallet, type BrokerPair, type Order } from '@tarc/domain';

export interface Account {
  accountId: string;
  apiKey: string;
  /** base64, the default scheme's HMAC key. */
  apiSecret: string;
  email: string;
}

export interface Data {
  accounts: Account[];
  /** Every account's orders (each carries its accountId). */
  orders: Order[];
  wallets: AccountWallet[];
  pairs: BrokerPair[];
}

const PAIRS: BrokerPair[] = [
  ['11', 'BTC', 'TRY', '2500000', '0.01'],
  ['12', 'ETH', 'TRY', '120000', '0.01'],
].map(([id, numerator, denominator, price, tick]) => ({
  id: id!,
  symbol: `${numerator}${denominator}`,
  numeratorSymbol: numerator!,
  denominatorSymbol: denominator!,
  numeratorPrecision: 6,
  denominatorPrecision: 2,
  minExchangeValue: formatDecimal('10', 16),
  tickSize: formatDecimal(tick!, 16),
  minPrice: formatDecimal(Number(price) / 10, 16),
  maxPrice: formatDecimal(Number(price) * 10, 16),
  market: true,
  limit: true,
  stopMarket: false,
  stopLimit: false,
  maximumOrderAmount: formatDecimal('1000', 16),
  maximumLimitOrderPrice: formatDecimal(Number(price) * 10, 16),
  minimumLimitOrderPrice: formatDecimal(Number(price) / 10, 16),
}));

/** Park–Miller: the same records for the same seed. */
function random(seed: number): () => number {
  let state = (seed % 2147483646) + 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

const STATUSES = ['Untouched', 'Partial', 'Closed', 'Canceled'] as const;

export function makeData(now: Date, seed = 1, ordersPerAccount = 300): Data {
  const next = random(seed);
  const accounts: Account[] = [1, 2].map((n) => ({
    accountId: `${1000 + n}`,
    apiKey: `pk_example_${n}`,
    apiSecret: Buffer.from(`example secret ${n}`).toString('base64'),
    email: `trader${n}@example.com`,
  }));
  const start = instantFromDate(new Date(now.getTime() - 120 * 86_400_000));
  const orders: Order[] = [];
  let id = 5000;
  for (const account of accounts) {
    let at = start;
    for (let i = 0; i < ordersPerAccount; i++) {
      // Steps of up to ~19 hours, a few of them zero (two orders at the same instant).
      at = addMilliseconds(at, i % 37 === 5 ? 0 : Math.floor(next() * 68_000_000));
      if (at > instantFromDate(now)) break;
      const pair = PAIRS[i % PAIRS.length]!;
      const status = STATUSES[Math.floor(next() * STATUSES.length)]!;
      const amount = (1 + Math.floor(next() * 1000)) / 1000;
      const matched = status === 'Closed' ? amount : status === 'Partial' ? Math.floor(amount * 500) / 1000 : 0;
      const price = Number(pair.minPrice) * 10 * (0.9 + next() / 5);
      const total = (x: number) => formatDecimal((x * price).toFixed(8), 16);
      orders.push({
        id: String((id += 1 + Math.floor(next() * 3))),
        accountId: account.accountId,
        pairSymbol: pair.symbol,
        feePercentage: formatDecimal('0.001', 16),
        taxPercentage: formatDecimal('0.0002', 16),
        initialAmount: formatDecimal(amount, 16),
        currentAmount: formatDecimal((amount - matched).toFixed(3), 16),
        matchedAmount: formatDecimal(matched, 16),
        price: formatDecimal(price.toFixed(2), 16),
        initialTotal: total(amount),
        currentTotal: total(amount - matched),
        matchedTotal: total(matched),
        method: next() < 0.7 ? 'Limit' : 'Market',
        type: next() < 0.5 ? 'Buy' : 'Sell',
        status,
        externalOrderId: `ext-${id}`,
        createdAt: formatTimestamp(at, 7),
        createdBy: account.email,
      });
    }
  }
  const wallets: AccountWallet[] = accounts.flatMap((account, a) =>
    ['BTC', 'ETH', 'TRY'].map((currencySymbol, c) => ({
      id: `${a * 10 + c + 1}`,
      accountId: account.accountId,
      currencySymbol,
      orderFund: formatDecimal(c + a, 16),
      requestFund: formatDecimal('0', 16),
      totalFund: formatDecimal(10 + c + a, 16),
    })),
  );
  return { accounts, orders, wallets, pairs: PAIRS };
}

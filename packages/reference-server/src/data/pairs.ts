// The broker pairs and how orders of each are generated. Amounts and prices are safe integers at
// `amountScale` / `priceScale`; their product (a total) has at most 16 fractional digits.
import type { BrokerPair } from '@tarc/domain';
import { formatScaled } from './decimal.js';

export interface PairSpec {
  id: string;
  symbol: string;
  numeratorSymbol: string;
  denominatorSymbol: string;
  amountScale: number;
  priceScale: number;
  /** Order amounts, in units of 10^-amountScale. */
  minAmount: number;
  maxAmount: number;
  /** Prices, in units of 10^-priceScale. */
  minPrice: number;
  maxPrice: number;
  /** Share of generated orders; 0 for the pair with no orders. */
  weight: number;
}

export const PAIRS: readonly PairSpec[] = [
  {
    id: '11',
    symbol: 'BTCTRY',
    numeratorSymbol: 'BTC',
    denominatorSymbol: 'TRY',
    amountScale: 6,
    priceScale: 2,
    minAmount: 100,
    maxAmount: 1_500_000,
    minPrice: 200_000_000,
    maxPrice: 350_000_000,
    weight: 0.45,
  },
  {
    id: '12',
    symbol: 'ETHTRY',
    numeratorSymbol: 'ETH',
    denominatorSymbol: 'TRY',
    amountScale: 4,
    priceScale: 2,
    minAmount: 100,
    maxAmount: 200_000,
    minPrice: 9_000_000,
    maxPrice: 15_000_000,
    weight: 0.2,
  },
  {
    id: '13',
    symbol: 'ETHBTC',
    numeratorSymbol: 'ETH',
    denominatorSymbol: 'BTC',
    amountScale: 4,
    priceScale: 6,
    minAmount: 100,
    maxAmount: 1_000_000,
    minPrice: 30_000,
    maxPrice: 60_000,
    weight: 0.1,
  },
  {
    id: '14',
    symbol: 'USDTTRY',
    numeratorSymbol: 'USDT',
    denominatorSymbol: 'TRY',
    amountScale: 2,
    priceScale: 3,
    minAmount: 1_000,
    maxAmount: 5_000_000,
    minPrice: 32_000,
    maxPrice: 42_000,
    weight: 0.25,
  },
  {
    id: '27',
    symbol: 'AVAXTRY',
    numeratorSymbol: 'AVAX',
    denominatorSymbol: 'TRY',
    amountScale: 3,
    priceScale: 2,
    minAmount: 100,
    maxAmount: 1_000_000,
    minPrice: 80_000,
    maxPrice: 200_000,
    weight: 0,
  },
];

export const PAIR_SYMBOLS: readonly string[] = PAIRS.map((pair) => pair.symbol);

export function pairIndex(symbol: string): number {
  return PAIRS.findIndex((pair) => pair.symbol === symbol);
}

/** The broker pair resource ("Orders, trades, wallets and broker pairs use 16 fractional digits"). */
export function brokerPair(pair: PairSpec): BrokerPair {
  const price = (value: number) => formatScaled(value, pair.priceScale);
  const amount = (value: number) => formatScaled(value, pair.amountScale);
  return {
    id: pair.id,
    symbol: pair.symbol,
    numeratorSymbol: pair.numeratorSymbol,
    denominatorSymbol: pair.denominatorSymbol,
    numeratorPrecision: pair.amountScale,
    denominatorPrecision: pair.priceScale,
    minExchangeValue: formatScaled(10, 0),
    tickSize: price(1),
    minPrice: price(pair.minPrice),
    maxPrice: price(pair.maxPrice),
    market: true,
    limit: true,
    stopMarket: pair.symbol !== 'ETHBTC',
    stopLimit: true,
    maximumOrderAmount: amount(pair.maxAmount),
    maximumLimitOrderPrice: price(pair.maxPrice),
    minimumLimitOrderPrice: price(pair.minPrice),
  };
}

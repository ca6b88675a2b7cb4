import fc, { type Arbitrary } from 'fast-check';
import { STANDARD_SCALE, type BrokerPair } from '../index.js';
import { decimalString, id, symbol } from './primitives.js';

const d16 = () => decimalString(STANDARD_SCALE);

/** A valid BrokerPair; symbol is numeratorSymbol + denominatorSymbol. */
export function brokerPair(): Arbitrary<BrokerPair> {
  return fc
    .record({
      id: id(),
      numeratorSymbol: symbol(),
      denominatorSymbol: symbol(),
      numeratorPrecision: fc.integer({ min: 0, max: STANDARD_SCALE }),
      denominatorPrecision: fc.integer({ min: 0, max: STANDARD_SCALE }),
      minExchangeValue: d16(),
      tickSize: d16(),
      minPrice: d16(),
      maxPrice: d16(),
      market: fc.boolean(),
      limit: fc.boolean(),
      stopMarket: fc.boolean(),
      stopLimit: fc.boolean(),
      maximumOrderAmount: d16(),
      maximumLimitOrderPrice: d16(),
      minimumLimitOrderPrice: d16(),
    })
    .map(({ id: pairId, numeratorSymbol, denominatorSymbol, ...rest }) => ({
      id: pairId,
      symbol: `${numeratorSymbol}${denominatorSymbol}`,
      numeratorSymbol,
      denominatorSymbol,
      ...rest,
    }));
}

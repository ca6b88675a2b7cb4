// Orders and trades written as JSON text straight from the columns: the same bytes as
// JSON.stringify(orderRecord(...)) / JSON.stringify(tradeRecord(...)) without building the object or
// BigInt products. Used when no fault hook needs the object form of a record.
import { FEE_TYPES, ORDER_METHODS, ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { formatScaled } from '../data/decimal.js';
import { productText, scaledText } from '../data/decimal-text.js';
import { idText } from '../data/ids.js';
import { PAIRS } from '../data/pairs.js';
import { hash32 } from '../data/random.js';
import { FEE_RATES, FEE_SCALE, TAX_RATES, TAX_SCALE } from '../data/rates.js';
import { timestampTextOf } from '../data/timestamp-text.js';
import type { ReferenceProfile } from '../types.js';
import { ORDER_ID_PREFIX, orderRecord, TRADE_ID_PREFIX, tradeRecord } from './records.js';

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits'>;

const FEE_TEXT = FEE_RATES.map((rate) => formatScaled(rate, FEE_SCALE));
const TAX_TEXT = TAX_RATES.map((rate) => formatScaled(rate, TAX_SCALE));
const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** `ext-` and hexFor(seed, position, 12): the first hash's 8 hex digits, then the second's first 4. */
function externalOrderIdText(seed: number, position: number): string {
  const a = hash32(seed, position), b = hash32(seed + 7919, position);
  return `ext-${HEX2[a >>> 24]}${HEX2[(a >>> 16) & 255]}${HEX2[(a >>> 8) & 255]}${HEX2[a & 255]}${HEX2[b >>> 24]}${HEX2[(b >>> 16) & 255]}`;
}

/** JSON.stringify(orderRecord(ds, p, profile)). */
export function orderText(ds: Dataset, p: number, profile: Style): string {
  const o = ds.orders;
  const pair = PAIRS[o.pair[p]!]!;
  const initial = o.initialAmount[p]!, matched = o.matchedAmount[p]!, current = initial - matched, price = o.price[p]!;
  if (!Number.isSafeInteger(initial * price)) return JSON.stringify(orderRecord(ds, p, profile));
  const account = ds.accounts[o.account[p]!]!;
  const amountScale = pair.amountScale, totalScale = pair.amountScale + pair.priceScale;
  return `{"id":${JSON.stringify(idText(profile.idStyle, ORDER_ID_PREFIX, o.id[p]!))},"accountId":${JSON.stringify(account.accountId)}`
    + `,"pairSymbol":"${pair.symbol}","feePercentage":"${FEE_TEXT[o.fee[p]!]}","taxPercentage":"${TAX_TEXT[o.tax[p]!]}"`
    + `,"initialAmount":"${scaledText(initial, amountScale)}","currentAmount":"${scaledText(current, amountScale)}"`
    + `,"matchedAmount":"${scaledText(matched, amountScale)}","price":"${scaledText(price, pair.priceScale)}"`
    + `,"initialTotal":"${scaledText(initial * price, totalScale)}","currentTotal":"${scaledText(current * price, totalScale)}"`
    + `,"matchedTotal":"${scaledText(matched * price, totalScale)}","method":"${ORDER_METHODS[o.method[p]!]}"`
    + `,"type":"${ORDER_TYPES[o.type[p]!]}","status":"${ORDER_STATUSES[o.status[p]!]}"`
    + `,"externalOrderId":"${externalOrderIdText(ds.seed, p)}","createdAt":"${timestampTextOf(ds.timeline, o.createdAt[p]!, profile.timestampDigits)}"`
    + `,"createdBy":${JSON.stringify(account.email)}}`;
}

/** JSON.stringify(tradeRecord(ds, t, profile)). */
export function tradeText(ds: Dataset, t: number, profile: Style & Pick<ReferenceProfile, 'sellSign'>): string {
  const trades = ds.trades, o = ds.orders;
  const p = trades.order[t]!;
  const pair = PAIRS[o.pair[p]!]!;
  const sign = o.type[p]! === 0 || profile.sellSign === 'negative' ? -1 : 1;
  const amount = trades.amount[t]!, price = o.price[p]!;
  const denominator = amount * price * sign;
  if (!Number.isSafeInteger(denominator)) return JSON.stringify(tradeRecord(ds, t, profile));
  const fee = FEE_RATES[o.fee[p]!]!, tax = TAX_RATES[o.tax[p]!]!;
  const scale = pair.amountScale + pair.priceScale;
  return `{"id":${JSON.stringify(idText(profile.idStyle, TRADE_ID_PREFIX, trades.id[t]!))}`
    + `,"orderId":${JSON.stringify(idText(profile.idStyle, ORDER_ID_PREFIX, o.id[p]!))}`
    + `,"feePercentage":"${FEE_TEXT[o.fee[p]!]}","taxPercentage":"${TAX_TEXT[o.tax[p]!]}"`
    + `,"price":"${scaledText(price, pair.priceScale)}"`
    + `,"createdAt":"${timestampTextOf(ds.timeline, trades.createdAt[t]!, profile.timestampDigits)}"`
    + `,"accountId":${JSON.stringify(ds.accounts[o.account[p]!]!.accountId)},"side":"${ORDER_TYPES[o.type[p]!]}"`
    + `,"feeType":"${FEE_TYPES[trades.feeType[t]!]}","pairSymbol":"${pair.symbol}"`
    + `,"amount":"${scaledText(amount, pair.amountScale)}","denominatorAmount":"${scaledText(denominator, scale)}"`
    + `,"feeAmount":"${productText(denominator, fee, scale + FEE_SCALE)}"`
    + `,"taxAmount":"${productText(denominator, fee * tax, scale + FEE_SCALE + TAX_SCALE)}"`
    + `,"externalOrderId":"${externalOrderIdText(ds.seed, p)}"}`;
}

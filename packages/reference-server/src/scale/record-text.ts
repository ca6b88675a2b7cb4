// Orders and trades written as JSON bytes straight from the columns: the same bytes as
// JSON.stringify of orderRecord / tradeRecord (plus the `extraFields` field last), without building
// the object, BigInt products or intermediate strings. Used when no fault hook needs a record's
// object form.
import { FEE_TYPES, ORDER_METHODS, ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { formatScaled } from '../data/decimal.js';
import { idText, type IdStyle } from '../data/ids.js';
import { PAIRS } from '../data/pairs.js';
import { hash32 } from '../data/random.js';
import { FEE_RATES, FEE_SCALE, TAX_RATES, TAX_SCALE } from '../data/rates.js';
import { EXTRA_FIELD } from '../extra-field.js';
import type { ReferenceProfile } from '../types.js';
import { JsonBytes } from './json-bytes.js';
import { writeTimestamp } from './timestamp-bytes.js';
import { ORDER_ID_PREFIX, TRADE_ID_PREFIX } from '../model/records.js';

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits' | 'extraFields'>;
type TradeStyle = Style & Pick<ReferenceProfile, 'sellSign'>;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const EXTRA = ascii(`,${JSON.stringify(EXTRA_FIELD)}:1`);
/** `,"pairSymbol":"…","feePercentage":"…","taxPercentage":"…","initialAmount":"` per pair, fee and tax. */
const ORDER_HEAD = PAIRS.map((pair) =>
  FEE_RATES.map((fee) =>
    TAX_RATES.map((tax) =>
      ascii(
        `,"pairSymbol":"${pair.symbol}","feePercentage":"${formatScaled(fee, FEE_SCALE)}","taxPercentage":"${formatScaled(tax, TAX_SCALE)}","initialAmount":"`,
      ),
    ),
  ),
);
/** `","method":"…","type":"…","status":"…","externalOrderId":"ext-` per method, type and status. */
const ORDER_ENUMS = ORDER_METHODS.map((method) =>
  ORDER_TYPES.map((type) => ORDER_STATUSES.map((status) => ascii(`","method":"${method}","type":"${type}","status":"${status}","externalOrderId":"ext-`))),
);
/** `,"side":"…","feeType":"…","pairSymbol":"…","amount":"` per side, fee type and pair. */
const TRADE_MIDDLE = ORDER_TYPES.map((side) =>
  FEE_TYPES.map((feeType) => PAIRS.map((pair) => ascii(`,"side":"${side}","feeType":"${feeType}","pairSymbol":"${pair.symbol}","amount":"`))),
);
/** `,"feePercentage":"…","taxPercentage":"…","price":"` per fee and tax. */
const TRADE_RATES = FEE_RATES.map((fee) =>
  TAX_RATES.map((tax) => ascii(`,"feePercentage":"${formatScaled(fee, FEE_SCALE)}","taxPercentage":"${formatScaled(tax, TAX_SCALE)}","price":"`)),
);
const HEX = Array.from({ length: 16 }, (_, i) => i.toString(16).charCodeAt(0));

/** JSON string texts of each account's accountId and e-mail, per dataset. */
const accountTexts = new WeakMap<Dataset, { accountId: Buffer; email: Buffer }[]>();
function accountsOf(ds: Dataset): { accountId: Buffer; email: Buffer }[] {
  let texts = accountTexts.get(ds);
  if (!texts) {
    texts = ds.accounts.map((a) => ({ accountId: Buffer.from(JSON.stringify(a.accountId)), email: Buffer.from(JSON.stringify(a.email)) }));
    accountTexts.set(ds, texts);
  }
  return texts;
}

function id(w: JsonBytes, style: IdStyle, prefix: string, value: number): void {
  w.byte(34);
  if (style === 'varying') w.uint(value);
  else w.ascii(idText(style, prefix, value));
  w.byte(34);
}

/** hexFor(seed, position, 12): the first hash's 8 hex digits, then the second's first 4. */
function externalOrderId(w: JsonBytes, seed: number, position: number): void {
  const a = hash32(seed, position),
    b = hash32(seed + 7919, position);
  for (let shift = 28; shift >= 0; shift -= 4) w.byte(HEX[(a >>> shift) & 15]!);
  for (let shift = 28; shift >= 16; shift -= 4) w.byte(HEX[(b >>> shift) & 15]!);
}

const F = {
  id: ascii('{"id":'),
  accountId: ascii(',"accountId":'),
  currentAmount: ascii('","currentAmount":"'),
  matchedAmount: ascii('","matchedAmount":"'),
  price: ascii('","price":"'),
  initialTotal: ascii('","initialTotal":"'),
  currentTotal: ascii('","currentTotal":"'),
  matchedTotal: ascii('","matchedTotal":"'),
  createdAt: ascii('","createdAt":"'),
  createdBy: ascii('","createdBy":'),
  orderId: ascii(',"orderId":'),
  tradeAccountId: ascii('","accountId":'),
  denominatorAmount: ascii('","denominatorAmount":"'),
  feeAmount: ascii('","feeAmount":"'),
  taxAmount: ascii('","taxAmount":"'),
  externalOrderId: ascii('","externalOrderId":"ext-'),
  quote: ascii('"'),
};

/** Writes JSON.stringify(orderRecord(ds, p, profile)) (with the extra field under `extraFields`). */
export function writeOrder(w: JsonBytes, ds: Dataset, p: number, profile: Style): void {
  const o = ds.orders;
  const pair = PAIRS[o.pair[p]!]!;
  const initial = o.initialAmount[p]!,
    matched = o.matchedAmount[p]!,
    current = initial - matched,
    price = o.price[p]!;
  const account = accountsOf(ds)[o.account[p]!]!;
  const amountScale = pair.amountScale,
    totalScale = pair.amountScale + pair.priceScale;
  w.reserve(1024);
  w.bytes(F.id);
  id(w, profile.idStyle, ORDER_ID_PREFIX, o.id[p]!);
  w.bytes(F.accountId);
  w.bytes(account.accountId);
  w.bytes(ORDER_HEAD[o.pair[p]!]![o.fee[p]!]![o.tax[p]!]!);
  w.scaled(initial, amountScale);
  w.bytes(F.currentAmount);
  w.scaled(current, amountScale);
  w.bytes(F.matchedAmount);
  w.scaled(matched, amountScale);
  w.bytes(F.price);
  w.scaled(price, pair.priceScale);
  w.bytes(F.initialTotal);
  w.product(initial, price, totalScale);
  w.bytes(F.currentTotal);
  w.product(current, price, totalScale);
  w.bytes(F.matchedTotal);
  w.product(matched, price, totalScale);
  w.bytes(ORDER_ENUMS[o.method[p]!]![o.type[p]!]![o.status[p]!]!);
  externalOrderId(w, ds.seed, p);
  w.bytes(F.createdAt);
  writeTimestamp(w, ds.timeline, o.createdAt[p]!, profile.timestampDigits);
  w.bytes(F.createdBy);
  w.bytes(account.email);
  if (profile.extraFields) w.bytes(EXTRA);
  w.byte(125);
}

/** Writes JSON.stringify(tradeRecord(ds, t, profile)) (with the extra field under `extraFields`). */
export function writeTrade(w: JsonBytes, ds: Dataset, t: number, profile: TradeStyle): void {
  const trades = ds.trades,
    o = ds.orders;
  const p = trades.order[t]!;
  const pair = PAIRS[o.pair[p]!]!;
  const sign = o.type[p]! === 0 || profile.sellSign === 'negative' ? -1 : 1;
  const amount = trades.amount[t]!,
    price = o.price[p]!;
  const fee = FEE_RATES[o.fee[p]!]!,
    tax = TAX_RATES[o.tax[p]!]!;
  const scale = pair.amountScale + pair.priceScale;
  w.reserve(1024);
  w.bytes(F.id);
  id(w, profile.idStyle, TRADE_ID_PREFIX, trades.id[t]!);
  w.bytes(F.orderId);
  id(w, profile.idStyle, ORDER_ID_PREFIX, o.id[p]!);
  w.bytes(TRADE_RATES[o.fee[p]!]![o.tax[p]!]!);
  w.scaled(price, pair.priceScale);
  w.bytes(F.createdAt);
  writeTimestamp(w, ds.timeline, trades.createdAt[t]!, profile.timestampDigits);
  w.bytes(F.tradeAccountId);
  w.bytes(accountsOf(ds)[o.account[p]!]!.accountId);
  w.bytes(TRADE_MIDDLE[o.type[p]!]![trades.feeType[t]!]![o.pair[p]!]!);
  w.scaled(amount, pair.amountScale);
  const denominator = amount * price * sign;
  if (Number.isSafeInteger(denominator)) {
    w.bytes(F.denominatorAmount);
    w.scaled(denominator, scale);
    w.bytes(F.feeAmount);
    w.product(denominator, fee, scale + FEE_SCALE);
    w.bytes(F.taxAmount);
    w.product(denominator, fee * tax, scale + FEE_SCALE + TAX_SCALE);
  } else {
    const exact = BigInt(amount) * BigInt(price) * BigInt(sign);
    w.bytes(F.denominatorAmount);
    w.ascii(formatScaled(exact, scale));
    w.bytes(F.feeAmount);
    w.ascii(formatScaled(exact * BigInt(fee), scale + FEE_SCALE));
    w.bytes(F.taxAmount);
    w.ascii(formatScaled(exact * BigInt(fee) * BigInt(tax), scale + FEE_SCALE + TAX_SCALE));
  }
  w.bytes(F.externalOrderId);
  externalOrderId(w, ds.seed, p);
  w.bytes(F.quote);
  if (profile.extraFields) w.bytes(EXTRA);
  w.byte(125);
}

const scratch = new JsonBytes();

/** The body of a list (`[a,b,...]`) or of one record, written by `write`, as latin1 (one char per byte). */
export function recordsBody(records: number[] | number, write: (w: JsonBytes, position: number) => void): string {
  const w = scratch.reset();
  if (!Array.isArray(records)) {
    write(w, records);
    return w.takeLatin1();
  }
  w.reserve(2);
  w.byte(91);
  for (let i = 0; i < records.length; i++) {
    if (i > 0) w.byte(44);
    write(w, records[i]!);
  }
  w.reserve(1);
  w.byte(93);
  return w.takeLatin1();
}

/** The text of one order or trade (for tests and callers that want a string). */
export function orderText(ds: Dataset, p: number, profile: Style): string {
  return recordsBody(p, (w, position) => writeOrder(w, ds, position, profile));
}

export function tradeText(ds: Dataset, t: number, profile: TradeStyle): string {
  return recordsBody(t, (w, position) => writeTrade(w, ds, position, profile));
}

// A broad, deterministic query mix for the byte-identical guard: every endpoint, filters, pages,
// windows, id order, lookups and errors. Lookup ids come from earlier answers, so they fit any id style.
import { qs } from './client.js';

const PAIRS = ['BTCTRY', 'ETHTRY', 'ETHBTC', 'USDTTRY', 'AVAXTRY'];
const STATUSES = [['Untouched'], ['Partial'], ['Closed'], ['Canceled'], ['Untouched', 'Partial', 'Closed'], ['Partial', 'Closed']];
const DAY = 86_400_000;

/** A request of the mix: `account` 0 or 1 signs it, -1 sends it unsigned. */
export interface GoldenRequest {
  path: string;
  account: number;
  method?: string;
}

function mulberry(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** List queries (and errors) that need no ids from the data. */
export function listMix(now: Date, count: number): GoldenRequest[] {
  const rand = mulberry(4242);
  const iso = (msBeforeNow: number) => new Date(now.getTime() - msBeforeNow).toISOString().replace('Z', '');
  const pick = <T>(values: readonly T[]) => values[rand(values.length)]!;
  const out: GoldenRequest[] = [
    ...['/v1/broker-pairs', '/v1/broker-pairs?symbol=ETHBTC', '/v1/crypto-assets', '/v1/crypto-network-families', '/v1/fee-levels'].map((path) => ({
      path,
      account: -1,
    })),
    { path: '/v1/account-wallets', account: 0 },
    { path: '/v1/account-wallets', account: 1 },
    { path: '/v1/account-wallets?currencySymbol=BTC', account: 0 },
    { path: '/v1/account-wallets?currencySymbol=BTC&currencySymbol=TRY', account: 0 },
    { path: '/v1/nowhere', account: 0 },
    { path: '/v1/orders', account: -1 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY' })}`, account: 0, method: 'POST' },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', page: 0 })}`, account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', pageSize: 51 })}`, account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: ['BTCTRY', 'ETHTRY'] })}`, account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: 'yesterday' })}`, account: 0 },
    { path: '/v1/orders?pairSymbol=BTC%zzTRY', account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: iso(DAY), createdAtAfter: iso(0) })}`, account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: iso(DAY).slice(0, 10) })}`, account: 0 },
    { path: `/v1/orders${qs({ pairSymbol: 'BTCTRY', createdAtBefore: `${iso(DAY)}+02:00` })}`, account: 0 },
    { path: `/v1/trades${qs({ createdAtBefore: iso(0) })}`, account: 0 },
    { path: `/v1/trades${qs({ pairSymbol: 'BTCTRY', side: 'Both' })}`, account: 0 },
    { path: `/v1/crypto-withdrawals${qs({ createdAtBefore: 'x' })}`, account: 0 },
    { path: `/v1/crypto-deposits${qs({ page: -1 })}`, account: 0 },
  ];
  for (const account of [0, 1]) {
    for (const order of ['ASC', 'DESC', undefined]) {
      const window = { createdAtBefore: iso(DAY), createdAtAfter: iso(300 * DAY) };
      out.push({ path: `/v1/crypto-withdrawals${qs({ ...window, order, pageSize: 7, page: 2 })}`, account });
      out.push({ path: `/v1/crypto-withdrawals${qs({ ...window, order })}`, account });
      out.push({ path: `/v1/crypto-deposits${qs({ ...window, order, symbol: 'BTC' })}`, account });
      out.push({ path: `/v1/crypto-deposits${qs({ ...window, order })}`, account });
    }
  }
  for (let i = 0; i < count; i++) {
    const account = rand(5) === 0 ? 1 : 0;
    const pair = pick(PAIRS);
    const page = 1 + (rand(4) === 0 ? rand(60) : rand(4));
    const pageSize = pick([undefined, 1, 7, 50, 50]);
    const order = pick([undefined, 'ASC', 'DESC']);
    const before = iso(rand(390) * DAY + rand(DAY));
    switch (rand(9)) {
      case 0:
        out.push({ path: `/v1/orders${qs({ pairSymbol: pair, createdAtBefore: before, page, pageSize, order })}`, account });
        break;
      case 1:
        out.push({
          path: `/v1/orders${qs({
            pairSymbol: pair,
            createdAtBefore: before,
            createdAtAfter: iso((380 + rand(30)) * DAY),
            status: pick(STATUSES),
            type: pick([undefined, 'Buy', 'Sell']),
            page,
            pageSize,
            order,
          })}`,
          account,
        });
        break;
      case 2:
        out.push({
          path: `/v1/orders${qs({ pairSymbol: pair, orderIdAfter: pick(['1', '999', String(rand(1e6)), String(rand(1e10))]), page, pageSize, order })}`,
          account,
        });
        break;
      case 3:
        out.push({
          path: `/v1/orders${qs({
            pairSymbol: pair,
            orderIdAfter: String(rand(5000)),
            createdAtBefore: before,
            status: pick(STATUSES),
            type: pick([undefined, 'Buy', 'Sell']),
            page,
            order,
          })}`,
          account,
        });
        break;
      case 4:
        out.push({
          path: `/v1/orders${qs({ pairSymbol: pair, orderIdAfter: String(rand(1e4)), createdAtAfter: iso(rand(400) * DAY), page, pageSize, order })}`,
          account,
        });
        break;
      case 5:
        out.push({
          path: `/v1/trades${qs({
            pairSymbol: [pair, pick(PAIRS)],
            createdAtBefore: before,
            side: pick([undefined, 'Buy', 'Sell']),
            page,
            pageSize: pick([undefined, 1, 50, 200, 1000]),
            order,
          })}`,
          account,
        });
        break;
      case 6:
        out.push({
          path: `/v1/trades${qs({ pairSymbol: pair, createdAtBefore: before, createdAtAfter: iso(rand(400) * DAY), page, pageSize, order })}`,
          account,
        });
        break;
      case 7:
        out.push({ path: `/v1/trades${qs({ pairSymbol: pair, createdAt: iso(rand(300) * DAY), page, pageSize, order })}`, account });
        break;
      default:
        out.push({
          path: `/v1/trades${qs({
            pairSymbol: pick([[pair], PAIRS, [pair, 'ETHBTC']]),
            createdAtBefore: before,
            createdAtAfter: iso(rand(400) * DAY),
            side: pick([undefined, 'Sell']),
            page,
            pageSize: pick([undefined, 50, 1000]),
          })}`,
          account,
        });
    }
  }
  return out;
}

/** Lookups and trades-by-order queries from the ids of earlier answers, by both accounts. */
export function idMix(orderIds: string[], tradeIds: string[], now: Date): GoldenRequest[] {
  const before = new Date(now.getTime()).toISOString().replace('Z', '');
  const out: GoldenRequest[] = [
    { path: '/v1/orders/0', account: 0 },
    { path: '/v1/orders/abc', account: 0 },
    { path: '/v1/orders/%zz', account: 0 },
    { path: '/v1/trades/0', account: 0 },
    { path: '/v1/orders/1', account: -1 },
  ];
  for (const [i, id] of orderIds.entries()) {
    const account = i % 3 === 0 ? 1 : 0;
    out.push({ path: `/v1/orders/${encodeURIComponent(id)}`, account });
    out.push({ path: `/v1/trades${qs({ orderId: id })}`, account });
    out.push({ path: `/v1/trades${qs({ orderId: id, pairSymbol: 'BTCTRY', createdAtBefore: before })}`, account });
  }
  for (const [i, id] of tradeIds.entries()) out.push({ path: `/v1/trades/${encodeURIComponent(id)}`, account: i % 3 === 0 ? 1 : 0 });
  return out;
}

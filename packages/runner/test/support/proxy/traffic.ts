// Traffic for proxy tests and the proxy benchmark's shape: a broad mix of valid and invalid requests
// of the eleven operations, signed by the project's default scheme, sent with node:http so that the
// bytes received (status line, raw headers, body) can be compared exactly.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { addDays, formatTimestamp, instantFromDate, signRequest } from '@tarc/domain';

export interface RawResponse {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Account {
  apiKey: string;
  apiSecret: string;
}

export function signed(account: Account): Record<string, string> {
  return { ...signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp: Date.now(), nonce: randomBytes(16).toString('hex') }) };
}

export interface MixRequest {
  path: string;
  /** Send the account's signed headers (default true). */
  auth?: boolean;
}

/** The mix: valid and invalid queries of every operation, relative to the server's `now`. */
export function trafficMix(now: Date, ids: { order?: string; trade?: string; tradeDay?: string } = {}): MixRequest[] {
  const at = instantFromDate(now);
  const t = (days: number) => encodeURIComponent(formatTimestamp(addDays(at, days)));
  const before = `createdAtBefore=${t(0)}`;
  const window = `createdAtBefore=${t(0)}&createdAtAfter=${t(-90)}`;
  const mix: MixRequest[] = [
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&order=ASC&pageSize=10` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&createdAtAfter=${t(-200)}&order=ASC` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&createdAtAfter=${t(-30)}&pageSize=20&page=2` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&status=Closed&status=Partial&type=Buy` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&status=Untouched&type=Sell&order=desc` },
    { path: '/v1/orders?pairSymbol=BTCTRY&orderIdAfter=1&pageSize=50' },
    { path: `/v1/orders?pairSymbol=ETHTRY&orderIdAfter=1&order=DESC` },
    { path: `/v1/orders?pairSymbol=AVAXTRY&${before}` },
    { path: '/v1/orders/999999999999999' },
    { path: `/v1/trades?pairSymbol=BTCTRY&${before}` },
    { path: `/v1/trades?pairSymbol=BTCTRY&pairSymbol=ETHTRY&${before}&order=ASC&pageSize=100` },
    { path: `/v1/trades?pairSymbol=BTCTRY&${before}&side=Buy` },
    { path: `/v1/trades?pairSymbol=BTCTRY&${before}&side=Sell&createdAtAfter=${t(-200)}` },
    { path: '/v1/trades/999999999999999' },
    { path: '/v1/account-wallets' },
    { path: '/v1/account-wallets?currencySymbol=BTC' },
    { path: `/v1/crypto-withdrawals?${window}` },
    { path: `/v1/crypto-withdrawals?${window}&orderBy=ASC&pageSize=5` },
    { path: `/v1/crypto-withdrawals?createdAtBefore=${t(-30)}&createdAtAfter=${t(-90)}` },
    { path: `/v1/crypto-deposits?${window}` },
    { path: `/v1/crypto-deposits?createdAtBefore=${t(-30)}&createdAtAfter=${t(-90)}` },
    { path: `/v1/crypto-deposits?${window}&orderBy=ASC&pageSize=7&page=2` },
    { path: '/v1/broker-pairs' },
    { path: '/v1/broker-pairs?symbol=BTCTRY' },
    { path: '/v1/crypto-assets' },
    { path: '/v1/crypto-network-families' },
    { path: '/v1/fee-levels' },
    // Invalid or incomplete: each must be refused (orders: 400 with errors on the key).
    { path: '/v1/orders' },
    { path: '/v1/orders?pairSymbol=BTCTRY' },
    { path: `/v1/orders?${before}` },
    { path: `/v1/orders?pairSymbol=NOPETRY&${before}` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&status=Canceled` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&pageSize=51` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&pageSize=0` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&page=0` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&order=SIDEWAYS` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}&type=Hold` },
    { path: '/v1/orders?pairSymbol=BTCTRY&createdAtBefore=yesterday' },
    { path: `/v1/trades?${before}` },
    { path: '/v1/trades?pairSymbol=BTCTRY' },
    { path: `/v1/trades?pairSymbol=BTCTRY&${before}&pageSize=1001` },
    { path: `/v1/crypto-withdrawals?createdAtBefore=${t(0)}` },
    { path: '/v1/crypto-deposits' },
    { path: `/v1/crypto-deposits?${window}&pageSize=5000` },
    { path: `/v1/orders?pairSymbol=BTCTRY&${before}`, auth: false },
    { path: '/v1/account-wallets', auth: false },
    { path: '/v2/orders' },
    { path: '/' },
  ];
  if (ids.order) {
    const id = encodeURIComponent(ids.order);
    mix.push({ path: `/v1/orders/${id}` }, { path: `/v1/trades?orderId=${id}` }, { path: `/v1/orders?pairSymbol=BTCTRY&orderIdAfter=${id}&order=ASC` });
  }
  if (ids.trade) mix.push({ path: `/v1/trades/${encodeURIComponent(ids.trade)}` });
  if (ids.tradeDay) mix.push({ path: `/v1/trades?pairSymbol=BTCTRY&createdAt=${ids.tradeDay}` });
  return mix;
}

// The client traffic sent through Prism: every operation with the parameters the document allows,
// the failures the spec states (an unknown pair, no date, an unknown id), values a client may send
// that the document admits (a long, quoted, non-ASCII or control-character filter, a far year, a
// repeated value), and requests the document refuses (no credentials, a missing or out-of-range
// parameter): Prism reports those requests, but their responses are still the server's, and judged.
// Ids and pairs are discovered first.
import { randomBytes } from 'node:crypto';
import { addDays, formatTimestamp, instantFromDate, signRequest } from '@tarc/domain';
import type { DatetimeForm } from '../../../src/openapi/options.js';
import { UPSTREAM_HEADER } from './dispatcher.js';
import { parseViolations, type Violation } from './violations.js';

interface Account {
  apiKey: string;
  apiSecret: string;
}
export type Signer = (input: { apiKey: string; apiSecret: string }) => Record<string, string>;

export const defaultSigner: Signer = ({ apiKey, apiSecret }) => ({
  ...signRequest({ apiKey, apiSecret, stamp: Date.now(), nonce: randomBytes(16).toString('hex') }),
});

export interface Exchange {
  path: string;
  /** A request the document itself refuses (no credentials, a parameter out of its schema): its request violations are expected. */
  invalid: boolean;
  status: number;
  violations: Violation[];
}

export interface TrafficContext {
  prism: string;
  upstreamKey: string;
  account: Account;
  signer: Signer;
  now: Date;
  datetimeForm: DatetimeForm;
}

async function send(ctx: TrafficContext, path: string, invalid: false | 'invalid' | 'unauthenticated' = false): Promise<Exchange & { body: unknown }> {
  const headers: Record<string, string> = { [UPSTREAM_HEADER]: ctx.upstreamKey, 'accept-encoding': 'identity' };
  if (invalid !== 'unauthenticated') Object.assign(headers, ctx.signer(ctx.account));
  const response = await fetch(`${ctx.prism}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  const raw = response.headers.get('sl-violations');
  const violations: Violation[] = raw === null ? [] : parseViolations(raw);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { path, invalid: invalid !== false, status: response.status, violations, body };
}

const firstOf = (body: unknown, field: string): string | undefined => {
  if (!Array.isArray(body)) return undefined;
  const value = (body[0] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** Sends the whole traffic; returns every exchange with the violations Prism reported on it. */
export async function sendTraffic(ctx: TrafficContext): Promise<Exchange[]> {
  const at = instantFromDate(ctx.now);
  const t = (days: number, year?: number) => {
    const instant = addDays(at, days);
    const text = ctx.datetimeForm === 'service' ? formatTimestamp(instant, 7) : `${formatTimestamp(instant, 7)}Z`;
    return encodeURIComponent(year === undefined ? text : `${year}${text.slice(4)}`);
  };
  const exchanges: Exchange[] = [];
  const get = async (path: string, invalid: false | 'invalid' | 'unauthenticated' = false) => {
    const exchange = await send(ctx, path, invalid);
    exchanges.push({ path: exchange.path, invalid: exchange.invalid, status: exchange.status, violations: exchange.violations });
    return exchange.body;
  };
  const pairs = await get('/v1/broker-pairs');
  const p = firstOf(pairs, 'symbol') ?? 'BTCTRY';
  const q = Array.isArray(pairs) ? (((pairs[1] as Record<string, unknown> | undefined)?.symbol as string | undefined) ?? p) : p;
  const before = `createdAtBefore=${t(0)}`;
  const window = `createdAtBefore=${t(0)}&createdAtAfter=${t(-89)}`;
  const trades = await get(`/v1/trades?pairSymbol=${p}&${before}`);
  const orderId = firstOf(trades, 'orderId') ?? '1';
  const tradeId = firstOf(trades, 'id') ?? '1';
  const paths = [
    `/v1/broker-pairs?symbol=${p}`,
    '/v1/crypto-assets',
    '/v1/crypto-network-families',
    '/v1/fee-levels',
    `/v1/orders?pairSymbol=${p}&${before}`,
    `/v1/orders?pairSymbol=${p}&${before}&status=Untouched&status=Partial&status=Closed&type=Buy&type=Sell&order=ASC&page=1&pageSize=50`,
    `/v1/orders?pairSymbol=${p}&orderIdAfter=${encodeURIComponent(orderId)}`,
    `/v1/orders?pairSymbol=${p}`,
    `/v1/orders?pairSymbol=NOSUCHPAIR&${before}`,
    `/v1/orders/${encodeURIComponent(orderId)}`,
    '/v1/orders/0',
    `/v1/trades?pairSymbol=${p}&pairSymbol=${q}&${before}&side=Buy&order=ASC&page=1&pageSize=1000`,
    `/v1/trades?pairSymbol=${p}&createdAt=${t(-1)}`,
    `/v1/trades/${encodeURIComponent(tradeId)}`,
    '/v1/trades/0',
    '/v1/account-wallets',
    '/v1/account-wallets?currencySymbol=TRY',
    `/v1/crypto-withdrawals?${window}`,
    `/v1/crypto-withdrawals?${window}&orderBy=ASC&page=1&pageSize=1000`,
    `/v1/crypto-deposits?${window}`,
    `/v1/crypto-deposits?${window}&orderBy=ASC&page=1&pageSize=1000`,
    // Values the document admits that a careless server trips on.
    `/v1/broker-pairs?symbol=${'A'.repeat(1001)}`,
    `/v1/broker-pairs?symbol=${encodeURIComponent("BTC'TRY")}`,
    `/v1/broker-pairs?symbol=${encodeURIComponent('BTCTRÜ')}`,
    `/v1/broker-pairs?symbol=${encodeURIComponent('BTC\u001bTRY')}`,
    `/v1/orders?pairSymbol=${p}&createdAtBefore=${t(0, 9999)}`,
    `/v1/orders?pairSymbol=${p}&${before}${'&status=Closed'.repeat(21)}`,
    '/v1/orders/abc',
  ];
  for (const path of paths) await get(path);
  // Requests the document refuses; a client may still send them, and the answer must stay within it.
  const invalid = [
    `/v1/orders?pairSymbol=${p}&${before}&pageSize=51`,
    `/v1/orders?pairSymbol=${p}&${before}&status=Canceled`,
    `/v1/orders?pairSymbol=${p}&${before}&page=0`,
    `/v1/orders?pairSymbol=${p}&${before}&page=-1`,
    `/v1/orders?pairSymbol=${p}&${before}&page=4294967296`,
    `/v1/orders?pairSymbol=${p}&${before}&pageSize=1e3`,
    `/v1/orders?${before}`,
    `/v1/trades?pairSymbol=${p}&pairSymbol=${q}&${before}&pageSize=1001`,
    `/v1/crypto-withdrawals?${window}&pageSize=1001`,
    `/v1/crypto-deposits?${window}&pageSize=1001`,
    `/v1/crypto-withdrawals?${before}`,
    `/v1/crypto-deposits?${before}`,
    '/v1/fee-levels?unknownParameter=1',
  ];
  for (const path of invalid) await get(path, 'invalid');
  await get('/v1/account-wallets', 'unauthenticated');
  return exchanges;
}

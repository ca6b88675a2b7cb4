// A tiny fake target for runner tests: just enough of the service for discovery and fake checks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startTestServer, type TestServer } from './test-server.js';

export interface FakeTargetOptions {
  /** Orders each pair holds (paged by page/pageSize, the same in every window). */
  ordersPerPair?: number;
  /** Status to answer per path (e.g. `{ '/v1/fee-levels': 500 }`). */
  statusByPath?: Record<string, number>;
  onRequest?(req: IncomingMessage, url: URL): void;
  /** The broker pairs' symbols (default FAKE_PAIRS). */
  pairs?: readonly string[];
}

export interface FakeTarget extends TestServer {
  hits: Map<string, number>;
}

export const FAKE_PAIRS = ['AAABBB', 'CCCDDD'];

function page<T>(all: readonly T[], url: URL): T[] {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 50);
  return all.slice((p - 1) * size, p * size);
}

export async function startFakeTarget(options: FakeTargetOptions = {}): Promise<FakeTarget> {
  const hits = new Map<string, number>();
  const ordersPerPair = options.ordersPerPair ?? 3;
  const server = await startTestServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    options.onRequest?.(req, url);
    const forced = options.statusByPath?.[url.pathname];
    if (forced) return sendJson(res, forced, { title: 'forced', status: forced });
    const account = req.headers['x-pck'] === 'second-key' ? 'acc-2' : 'acc-1';
    switch (url.pathname) {
      case '/v1/broker-pairs':
        return sendJson(
          res,
          200,
          (options.pairs ?? FAKE_PAIRS).map((symbol, i) => ({ id: String(i + 1), symbol })),
        );
      case '/v1/crypto-assets':
      case '/v1/crypto-network-families':
      case '/v1/fee-levels':
        return sendJson(res, 200, [{ id: '1' }]);
      case '/v1/orders': {
        const pair = url.searchParams.get('pairSymbol') ?? '';
        const all = Array.from({ length: ordersPerPair }, (_, i) => ({ id: `${account}-${pair}-${i}`, accountId: account, pairSymbol: pair }));
        return sendJson(res, 200, page(all, url));
      }
      case '/v1/trades':
        return sendJson(res, 200, page([{ id: `${account}-t1`, accountId: account }], url));
      case '/v1/account-wallets':
        return sendJson(res, 200, [{ id: `${account}-w1`, accountId: account }]);
      case '/v1/crypto-withdrawals':
      case '/v1/crypto-deposits':
        return sendJson(res, 200, page([{ id: `${account}-x1`, accountId: account }], url));
      default:
        return sendJson(res, 404, { title: 'Not Found', status: 404 });
    }
  });
  return { ...server, hits };
}

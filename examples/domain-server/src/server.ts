// A node:http server for GET /v1/orders, /v1/orders/{id}, /v1/account-wallets, /v1/broker-pairs and
// /v1/fee-levels, on @tarc/domain's public exports only: the query rules, the selection, the
// formatters, the problem bodies and the auth policy are the library's; what is left is routing.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  authPolicy,
  feeLevelRecords,
  memoryNonceStore,
  notFoundProblem,
  protectedEndpoint,
  selectAccountWallets,
  selectBrokerPairs,
  selectOrders,
  validateAccountWalletsQuery,
  validateBrokerPairsQuery,
  validateOrdersQuery,
  type Problem,
} from '@tarc/domain';
import type { Account, Data } from './data.js';

export interface ServerOptions {
  data: Data;
  port?: number;
  /** The server's clock (tests pass a fixed one). */
  now?: () => Date;
}

/** A path segment as text; a malformed escape (`%zz`) names no order. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

type Answer = { status: 200; body: unknown } | { status: number; problem: Problem } | { status: number; body?: undefined };

export async function startServer(options: ServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const { data } = options;
  const now = options.now ?? (() => new Date());
  const pairs = data.pairs.map((p) => p.symbol);
  const auth = authPolicy<Account>({
    lookupKey: (apiKey) => {
      const account = data.accounts.find((a) => a.apiKey === apiKey);
      return account && { apiSecret: account.apiSecret, account };
    },
    nonceStore: memoryNonceStore(),
  });

  async function answer(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://server');
    if (req.method !== 'GET') return { status: 405 };
    let account: Account | undefined;
    // Asked with the path the router below matches (dot segments already resolved by URL); it decides
    // on the normalised path, so `/v1/%6Frders` or `/v1/orders/` needs the headers too.
    if (protectedEndpoint(url.pathname) !== undefined) {
      const decision = await auth.authenticate(req.headers as Record<string, string>, now().getTime());
      if (!decision.ok) return { status: decision.status };
      account = decision.account;
    }
    const own = data.orders.filter((o) => o.accountId === account?.accountId);
    const single = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const id = safeDecode(single[1]!);
      const order = own.find((o) => o.id === id);
      return order ? { status: 200, body: order } : { status: 404, problem: notFoundProblem({ traceId: randomUUID() }) };
    }
    switch (url.pathname) {
      case '/v1/orders': {
        const query = validateOrdersQuery(url.searchParams, { now: now(), pairs });
        return query.ok ? { status: 200, body: selectOrders(own, query.value) } : { status: 400, problem: { ...query.problem, traceId: randomUUID() } };
      }
      case '/v1/account-wallets': {
        const query = validateAccountWalletsQuery(url.searchParams);
        if (!query.ok) return { status: 400, problem: { ...query.problem, traceId: randomUUID() } };
        return {
          status: 200,
          body: selectAccountWallets(
            data.wallets.filter((w) => w.accountId === account?.accountId),
            query.value,
          ),
        };
      }
      case '/v1/broker-pairs': {
        const query = validateBrokerPairsQuery(url.searchParams);
        if (!query.ok) return { status: 400, problem: { ...query.problem, traceId: randomUUID() } };
        return { status: 200, body: selectBrokerPairs(data.pairs, query.value) };
      }
      case '/v1/fee-levels':
        return { status: 200, body: feeLevelRecords() };
      default:
        return { status: 404, problem: notFoundProblem({ traceId: randomUUID() }) };
    }
  }

  function send(res: ServerResponse, a: Answer): void {
    const body = 'problem' in a ? JSON.stringify(a.problem) : a.body === undefined ? '' : JSON.stringify(a.body);
    const type = 'problem' in a ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8';
    res.writeHead(a.status, body === '' ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  const server = createServer((req, res) => {
    answer(req).then(
      (a) => send(res, a),
      () => send(res, { status: 500 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

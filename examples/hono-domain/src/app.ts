// A Hono app for GET /v1/orders, /v1/orders/{id}, /v1/account-wallets, /v1/broker-pairs and
// /v1/fee-levels on @tarc/domain's public exports (the records are examples/domain-server's). Hono's
// router matches the decoded path (`c.req.path`: `/v1/%6Frders` is the `/v1/orders` route) and answers
// HEAD with the GET handler: the authentication is one middleware, for every method, that asks
// protectedEndpoint with the path Hono routes (issue 42: one that asked with the raw path, against
// the raw-text rule protectedEndpoint once had, served /v1/%6Frders without credentials).
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
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
import type { Account, Data } from '../../domain-server/src/data.js';

export interface AppOptions {
  data: Data;
  /** The app's clock (tests pass a fixed one). */
  now?: () => Date;
  /**
   * Which request needs the headers, given the path Hono routes and the path as sent. Default:
   * protectedEndpoint of the routed path. The test passes the wiring issue 42 found (the raw path,
   * against a raw-text rule) to show what tarc reports on it.
   */
  isProtected?: (routed: string, raw: string) => boolean;
}

type Env = { Variables: { account: Account | undefined } };

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

const byRoutedPath = (routed: string): boolean => protectedEndpoint(routed) !== undefined;

function problem(c: Context<Env>, status: 400 | 404, body: Problem): Response {
  return c.body(JSON.stringify({ ...body, traceId: randomUUID() }), status, { 'content-type': PROBLEM_TYPE });
}

function json(c: Context<Env>, value: unknown): Response {
  return c.body(JSON.stringify(value), 200, { 'content-type': JSON_TYPE });
}

/** The query as the spec reads it: the raw query string, repeated names kept. */
function searchParams(c: Context<Env>): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

export function buildApp(options: AppOptions): Hono<Env> {
  const { data } = options;
  const now = options.now ?? (() => new Date());
  const isProtected = options.isProtected ?? byRoutedPath;
  const pairs = data.pairs.map((p) => p.symbol);
  const auth = authPolicy<Account>({
    lookupKey: (apiKey) => {
      const account = data.accounts.find((a) => a.apiKey === apiKey);
      return account && { apiSecret: account.apiSecret, account };
    },
    nonceStore: memoryNonceStore(),
  });
  const app = new Hono<Env>();

  // Every method (HEAD too), every path: the path Hono routes, decoded.
  app.use('*', async (c, next) => {
    if (isProtected(c.req.path, new URL(c.req.url).pathname)) {
      const decision = await auth.authenticate(c.req.raw.headers, now().getTime());
      if (!decision.ok) return c.body(null, decision.status as 401);
      c.set('account', decision.account);
    }
    await next();
  });

  app.get('/v1/orders', (c) => {
    const query = validateOrdersQuery(searchParams(c), { now: now(), pairs });
    if (!query.ok) return problem(c, 400, query.problem);
    const own = data.orders.filter((o) => o.accountId === c.get('account')?.accountId);
    return json(c, selectOrders(own, query.value));
  });
  app.get('/v1/orders/:id', (c) => {
    const order = data.orders.find((o) => o.accountId === c.get('account')?.accountId && o.id === c.req.param('id'));
    return order ? json(c, order) : problem(c, 404, notFoundProblem());
  });
  app.get('/v1/account-wallets', (c) => {
    const query = validateAccountWalletsQuery(searchParams(c));
    if (!query.ok) return problem(c, 400, query.problem);
    const own = data.wallets.filter((w) => w.accountId === c.get('account')?.accountId);
    return json(c, selectAccountWallets(own, query.value));
  });
  app.get('/v1/broker-pairs', (c) => {
    const query = validateBrokerPairsQuery(searchParams(c));
    if (!query.ok) return problem(c, 400, query.problem);
    return json(c, selectBrokerPairs(data.pairs, query.value));
  });
  app.get('/v1/fee-levels', (c) => json(c, feeLevelRecords()));

  app.notFound((c) => problem(c, 404, notFoundProblem()));
  return app;
}

/** Serves `app` on 127.0.0.1 at a free port (@hono/node-server). */
export function listen(app: Hono<Env>): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
      });
    });
  });
}

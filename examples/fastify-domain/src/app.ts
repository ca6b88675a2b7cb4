// A Fastify 5 app for GET /v1/orders, /v1/orders/{id}, /v1/account-wallets, /v1/broker-pairs and
// /v1/fee-levels on @tarc/domain's public exports (the records are examples/domain-server's). Fastify's
// router decodes the path before it matches (`/v1/%6Frders` is the `/v1/orders` route) and answers HEAD
// with the GET route: the authentication is one onRequest hook, for every method, that asks
// protectedEndpoint with the route Fastify matched (issue 42: a hook that asked with the raw path,
// against the raw-text rule protectedEndpoint once had, served /v1/%6Frders without credentials).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
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
   * Which request needs the headers, given the path Fastify matched (undefined: no route) and the path
   * as sent. Default: protectedEndpoint of the matched path. The test passes the wiring issue 42 found
   * (the raw path, against a raw-text rule) to show what tarc reports on it.
   */
  isProtected?: (matched: string | undefined, raw: string) => boolean;
}

const byMatchedRoute = (matched: string | undefined, raw: string): boolean => protectedEndpoint(matched ?? raw) !== undefined;

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | undefined;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

function problem(reply: FastifyReply, status: number, body: Problem): FastifyReply {
  return reply
    .code(status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify({ ...body, traceId: randomUUID() }));
}

/** The query as the spec reads it: the raw query string, repeated names kept (Fastify's parser is not the spec's). */
function searchParams(url: string): URLSearchParams {
  const q = url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
}

export function buildApp(options: AppOptions): FastifyInstance {
  const { data } = options;
  const now = options.now ?? (() => new Date());
  const isProtected = options.isProtected ?? byMatchedRoute;
  const pairs = data.pairs.map((p) => p.symbol);
  const auth = authPolicy<Account>({
    lookupKey: (apiKey) => {
      const account = data.accounts.find((a) => a.apiKey === apiKey);
      return account && { apiSecret: account.apiSecret, account };
    },
    nonceStore: memoryNonceStore(),
  });
  // Ids are the records' own; a fuzzer's 4,096-character id is a lookup that finds nothing (404), not a 414.
  const app = Fastify({ maxParamLength: 16_384 });
  app.decorateRequest('account', undefined);

  // Every method (HEAD too), every route: the path Fastify matched, else (no route) the path as sent.
  app.addHook('onRequest', async (request, reply) => {
    if (!isProtected(request.routeOptions.url, request.url.split('?')[0]!)) return;
    const decision = await auth.authenticate(request.headers as Record<string, string>, now().getTime());
    if (!decision.ok) return reply.code(decision.status).send();
    request.account = decision.account;
  });

  app.get('/v1/orders', async (request, reply) => {
    const query = validateOrdersQuery(searchParams(request.url), { now: now(), pairs });
    if (!query.ok) return problem(reply, 400, query.problem);
    const own = data.orders.filter((o) => o.accountId === request.account?.accountId);
    return reply.type(JSON_TYPE).send(JSON.stringify(selectOrders(own, query.value)));
  });
  app.get<{ Params: { id: string } }>('/v1/orders/:id', async (request, reply) => {
    const order = data.orders.find((o) => o.accountId === request.account?.accountId && o.id === request.params.id);
    return order ? reply.type(JSON_TYPE).send(JSON.stringify(order)) : problem(reply, 404, notFoundProblem());
  });
  app.get('/v1/account-wallets', async (request, reply) => {
    const query = validateAccountWalletsQuery(searchParams(request.url));
    if (!query.ok) return problem(reply, 400, query.problem);
    const own = data.wallets.filter((w) => w.accountId === request.account?.accountId);
    return reply.type(JSON_TYPE).send(JSON.stringify(selectAccountWallets(own, query.value)));
  });
  app.get('/v1/broker-pairs', async (request, reply) => {
    const query = validateBrokerPairsQuery(searchParams(request.url));
    if (!query.ok) return problem(reply, 400, query.problem);
    return reply.type(JSON_TYPE).send(JSON.stringify(selectBrokerPairs(data.pairs, query.value)));
  });
  app.get('/v1/fee-levels', async (_request, reply) => reply.type(JSON_TYPE).send(JSON.stringify(feeLevelRecords())));

  app.setNotFoundHandler((_request, reply) => problem(reply, 404, notFoundProblem()));
  // A path Fastify cannot decode (`%zz`) names no resource.
  app.setErrorHandler((error, _request, reply) => {
    const code = (error as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof code === 'number' && code < 500 ? 404 : 500;
    return reply
      .code(status)
      .type(PROBLEM_TYPE)
      .send(JSON.stringify({ ...notFoundProblem(), status, traceId: randomUUID() }));
  });
  return app;
}

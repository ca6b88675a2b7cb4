// One describeConformance suite per framework of the README's `app` table, each app built the way
// that framework builds one and passed the way the table says: Fastify (the instance: ready() is
// awaited, its route lives in a plugin that only ready() registers), Hono (the app), @hono/node-server
// (createAdaptorServer's result), Koa (the app), NestJS (the app: init() is awaited), node:http (a
// Server) and a Next.js route handler (the Web `Request`/`Response` signature Next uses, without Next
// itself: its install is some hundreds of MB). Express is examples/vitest-express (src/example.test.ts).
// Each app is conformant by delegation to the reference server; a few checks and the verdict run
// through it, so each suite passing means the framework's app was served as it is.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { createAdaptorServer, type serve } from '@hono/node-server';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createReferenceHandler, startReferenceServer } from '@tarc/reference-server';
import Fastify from 'fastify';
import { Hono } from 'hono';
import Koa from 'koa';
import { afterAll } from 'vitest';
import type { App } from './app.js';
import { describeConformance } from './describe-conformance.js';
import type { DescribeConformanceOptions } from './options.js';

// Public checks, signed ones and one that needs discovered records: enough to see requests and
// answers go through the framework unchanged; the whole suite runs in examples/vitest-express.
// The equivalent forms (issue 42) too: each framework's router must hand a spelling, HEAD or an override
// header to the server as it came, or route it where the authentication applies.
const only = [
  'reference-data.broker-pairs-*',
  'account-wallets.*',
  'authentication.missing-header',
  'orders.canceled-excluded',
  'authentication.equivalent-paths',
  'authentication.equivalent-methods',
  'authentication.header-forms',
];

/** Node-style frameworks delegate to the reference server's request listener. */
const reference = createReferenceHandler({ seed: 1, size: { orders: 1000 } });
/** Fetch-style ones forward to a running reference server, as a fetch handler would call your code. */
const upstream = await startReferenceServer({ seed: 1, size: { orders: 1000 } });
afterAll(() => upstream.close());

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  return fetch(`${upstream.url}${url.pathname}${url.search}`, { headers, redirect: 'manual' });
}

const credentialsOf = (accounts: typeof reference.accounts): DescribeConformanceOptions['credentials'] => ({
  apiKey: accounts[0]!.apiKey,
  apiSecret: accounts[0]!.apiSecret,
  second: accounts[1]!,
});

function suite(framework: string, app: App, accounts: typeof reference.accounts): void {
  describeConformance({ name: `tarc conformance (${framework})`, app, credentials: credentialsOf(accounts), only, seed: 1, runs: 3 });
}

// Fastify: the instance. Its catch-all route is registered by a plugin, i.e. only once ready() ran.
const fastify = Fastify();
fastify.register(async (instance) => {
  instance.all('/*', (request, reply) => {
    reply.hijack();
    reference.listener(request.raw, reply.raw);
  });
});
suite('Fastify', fastify, reference.accounts);

// Hono: the app (an object with fetch).
const hono = new Hono();
hono.all('*', (c) => forward(c.req.raw));
suite('Hono', hono, upstream.accounts);

// @hono/node-server: createAdaptorServer's result, typed Server | Http2Server | Http2SecureServer; and
// serve()'s result is accepted by the types too.
suite('@hono/node-server', createAdaptorServer({ fetch: hono.fetch }), upstream.accounts);
const _serveResult: App = undefined as unknown as ReturnType<typeof serve>;

// Koa: the app (its callback() is the listener).
const koa = new Koa();
koa.use((ctx) => {
  ctx.respond = false;
  reference.listener(ctx.req, ctx.res);
});
suite('Koa', koa, reference.accounts);

// NestJS (Express platform): the app, not initialised; describeConformance calls init().
class AppModule {}
Module({})(AppModule);
const nest = await NestFactory.create(AppModule, { logger: false });
nest.use((req: Parameters<typeof reference.listener>[0], res: Parameters<typeof reference.listener>[1]) => reference.listener(req, res));
afterAll(() => nest.close());
suite('NestJS', nest, reference.accounts);

// node:http: a Server of the reference listener, not listening.
suite('node:http', createServer(reference.listener), reference.accounts);

// A Next.js route handler (app/v1/[...path]/route.ts): (request, { params }) with the Web Request and
// Response. Its context is Next's routing; passed as a fetch handler, the route's params come from the URL.
async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  const url = new URL(request.url);
  return forward(new Request(new URL(`/v1/${path.join('/')}${url.search}`, url), { headers: request.headers }));
}
suite(
  'Next.js route handler',
  { fetch: (request) => GET(request, { params: Promise.resolve({ path: new URL(request.url).pathname.split('/').slice(2) }) }) },
  upstream.accounts,
);

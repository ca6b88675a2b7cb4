// What `describeConformance({ app })` accepts, and how it is served for the run: on 127.0.0.1, a free
// port, in the test process, closed after.
import { createServer, Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { answerThrown, fetchListener, type AppErrors, type FetchHandler, type RequestListener } from './fetch-listener.js';

export type { FetchHandler, RequestListener };

/** `(req, res) => void`: what Express apps, Koa's `app.callback()` and `node:http` handlers are. */

/**
 * A Fastify instance (`fastify()`): served once `ready()` has resolved (its plugins and routes
 * registered), through its `server`. Its `server` or `routing` alone would be served before that.
 */
export interface FastifyApp {
  server: Server;
  ready(): PromiseLike<unknown>;
}

/** A Koa application (`new Koa()`): its `callback()` is the request listener. */
export interface KoaApp {
  callback(): RequestListener;
}

/** A NestJS application (`NestFactory.create(...)`): initialised (`init()`), then its HTTP server is served. */
export interface NestApp {
  init(): PromiseLike<unknown>;
  getHttpServer(): unknown;
}

/**
 * A server of `node:http` or what `@hono/node-server`'s `serve()` and `createAdaptorServer()` return
 * (typed `Server | Http2Server | Http2SecureServer`): a `node:http` Server unless it was asked for
 * HTTP/2, which is refused at collection (tarc speaks HTTP/1.1).
 */
export type NodeServer = Server | Http2Server | Http2SecureServer;

/**
 * The implementer's server. A function declaring exactly one parameter is a fetch handler, any other
 * function a request listener (Express's app declares three); `{ fetch }` says "fetch handler"
 * whatever the function declares (a Next handler taking `(request, context)`), and Hono or Elysia
 * apps are such objects already. A `node:http` Server already listening is used where it listens
 * and left open; one not listening is listened on 127.0.0.1:0 and closed after. A Fastify instance,
 * a Koa app and a NestJS app are taken as they are (see their interfaces).
 */
export type App = RequestListener | FetchHandler | { fetch: FetchHandler } | NodeServer | FastifyApp | KoaApp | NestApp;

/** Errors the app threw while serving (each answered 500). */

export interface ServedApp {
  url: string;
  errors: AppErrors;
  close(): Promise<void>;
}

const MAX_KEPT_ERRORS = 10;
export const NOT_AN_APP =
  'describeConformance: `app` must be a request listener (req, res), a fetch handler (request) => Response, an object with a fetch method, or a node:http Server; ' +
  'or a Fastify instance (fastify()), a Koa app (new Koa()) or a NestJS app (NestFactory.create(...)), passed as they are';
export const FASTIFY_PART =
  "describeConformance: `app` is a Fastify instance's `server` or `routing`, which serve nothing until the instance is ready: pass the instance itself (`app: fastify`), whose ready() describeConformance awaits";
export const NOT_HTTP1 =
  'describeConformance: `app` is a server that does not speak HTTP/1.1 in clear (HTTP/2, or TLS): tarc cannot test it in-process; pass the app itself (Hono: app or app.fetch), or its baseUrl';

function appErrors(): AppErrors {
  const list: unknown[] = [];
  let count = 0;
  return {
    record(error) {
      count++;
      if (list.length < MAX_KEPT_ERRORS) list.push(error);
    },
    get list() {
      return count > list.length ? [...list, `… and ${count - list.length} more`] : list;
    },
  };
}

function isFetchObject(app: unknown): app is { fetch: FetchHandler } {
  return typeof app === 'object' && app !== null && typeof (app as { fetch?: unknown }).fetch === 'function';
}

const hasMethods = (app: unknown, ...names: string[]): boolean =>
  typeof app === 'object' && app !== null && names.every((name) => typeof (app as Record<string, unknown>)[name] === 'function');
const isFastify = (app: unknown): app is FastifyApp => hasMethods(app, 'ready') && (app as { server?: unknown }).server instanceof Server;
const isNest = (app: unknown): app is NestApp => hasMethods(app, 'init', 'getHttpServer');
const isKoa = (app: unknown): app is KoaApp => hasMethods(app, 'callback') && !isNest(app);

/**
 * Fastify's request listener (`fastify.routing`, and the one its `server` carries) is named
 * preRouting: before `ready()` it answers nothing and throws uncaught errors. A server that already
 * listens went through `listen()`, which waits for ready.
 */
const isFastifyPart = (app: unknown): boolean =>
  (typeof app === 'function' && app.name === 'preRouting') ||
  (app instanceof Server && !app.listening && app.listeners('request').some((listener) => listener.name === 'preRouting'));

/**
 * Whether `app` is one of the shapes describeConformance serves (checked at collection). Throws a
 * TypeError for a server tarc cannot speak to (HTTP/2, TLS), which the types let through, and for a
 * part of a Fastify instance that would serve nothing.
 */
export function isApp(app: unknown): app is App {
  if (app instanceof NetServer && !(app instanceof Server)) throw new TypeError(NOT_HTTP1);
  if (isFastifyPart(app)) throw new TypeError(FASTIFY_PART);
  return app instanceof Server || typeof app === 'function' || isFetchObject(app) || isFastify(app) || isKoa(app) || isNest(app);
}

/** The listener `app` stands for, or undefined when it is none of the accepted shapes. */
function listenerOf(app: App, errors: AppErrors): RequestListener | undefined {
  if (isFetchObject(app)) return fetchListener((request) => app.fetch(request), errors);
  if (isKoa(app)) return listenerOf(app.callback(), errors);
  if (typeof app !== 'function') return undefined;
  if (app.length === 1) return fetchListener(app as FetchHandler, errors);
  const listener = app as RequestListener;
  return (req, res) => {
    try {
      listener(req, res);
    } catch (error) {
      answerThrown(res, error, errors);
    }
  };
}

function urlOf(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function listen(server: Server): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closer(server: Server): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
}

/** Serves `app` on 127.0.0.1, a free port. Throws a TypeError when `app` is not one of the accepted shapes. */
export async function serveApp(app: App): Promise<ServedApp> {
  if (isFastify(app)) {
    await app.ready();
    return serveApp(app.server);
  }
  if (isNest(app)) {
    await app.init();
    const server = app.getHttpServer();
    if (!(server instanceof Server)) throw new TypeError(NOT_HTTP1);
    return serveApp(server);
  }
  const errors = appErrors();
  if (app instanceof NetServer && !(app instanceof Server)) throw new TypeError(NOT_HTTP1);
  if (app instanceof Server) {
    if (app.listening) return { url: urlOf(app), errors, close: async () => undefined };
    await listen(app);
    return { url: urlOf(app), errors, close: closer(app) };
  }
  const listener = listenerOf(app, errors);
  if (!listener) throw new TypeError(NOT_AN_APP);
  const server = createServer(listener);
  await listen(server);
  return { url: urlOf(server), errors, close: closer(server) };
}

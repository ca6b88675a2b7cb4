// What `describeConformance({ app })` accepts, and how it is served for the run: on 127.0.0.1, a free
// port, in the test process, closed after.
import { createServer, Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerThrown, fetchListener } from './fetch-listener.js';

/** `(req, res) => void`: what Express apps, Koa's `app.callback()` and `node:http` handlers are. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** `(request) => Response`: what Hono's `app.fetch`, Elysia's `app.fetch` and Next route handlers are. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * The implementer's server. A function declaring exactly one parameter is a fetch handler, any other
 * function a request listener (Express's app declares three); `{ fetch }` says "fetch handler"
 * whatever the function declares (a Next handler taking `(request, context)`), and Hono or Elysia
 * apps are such objects already. A `node:http` Server already listening is used where it listens
 * and left open; one not listening is listened on 127.0.0.1:0 and closed after.
 */
export type App = RequestListener | FetchHandler | { fetch: FetchHandler } | Server;

/** Errors the app threw while serving (each answered 500). */
export interface AppErrors {
  record(error: unknown): void;
  readonly list: readonly unknown[];
}

export interface ServedApp {
  url: string;
  errors: AppErrors;
  close(): Promise<void>;
}

const MAX_KEPT_ERRORS = 10;
export const NOT_AN_APP =
  'describeConformance: `app` must be a request listener (req, res), a fetch handler (request) => Response, an object with a fetch method, or a node:http Server';

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

/** Whether `app` is one of the shapes describeConformance serves (checked at collection). */
export function isApp(app: unknown): app is App {
  return app instanceof Server || typeof app === 'function' || isFetchObject(app);
}

/** The listener `app` stands for, or undefined when it is none of the accepted shapes. */
export function listenerOf(app: App, errors: AppErrors): RequestListener | undefined {
  if (isFetchObject(app)) return fetchListener((request) => app.fetch(request), errors);
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
  const errors = appErrors();
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

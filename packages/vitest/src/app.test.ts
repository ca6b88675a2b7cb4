import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer as createHttp2Server } from 'node:http2';
import Fastify from 'fastify';
import Koa from 'koa';
import { FASTIFY_PART, isApp, NOT_AN_APP, NOT_HTTP1, serveApp, type App, type ServedApp } from './app.js';

const opened: ServedApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function served(app: App): Promise<ServedApp> {
  const s = await serveApp(app);
  opened.push(s);
  return s;
}

/** Echoes what it got, as JSON, with two cookies and a custom status text. */
function echoListener(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('set-cookie', ['a=1', 'b=2']);
  res.writeHead(203, 'Seen', { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ method: req.method, url: req.url, pck: req.headers['x-pck'] }));
}

const echoFetch = (request: Request): Response => {
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  headers.append('set-cookie', 'a=1');
  headers.append('set-cookie', 'b=2');
  return new Response(JSON.stringify({ method: request.method, url: url.pathname + url.search, pck: request.headers.get('x-pck') }), {
    status: 203,
    statusText: 'Seen',
    headers,
  });
};

describe('serveApp', () => {
  const shapes: [string, () => App][] = [
    ['a request listener', () => echoListener],
    [
      'a request listener declaring three parameters, as an Express app does',
      () => (req: IncomingMessage, res: ServerResponse, _next?: unknown) => echoListener(req, res),
    ],
    ['a fetch handler', () => echoFetch],
    ['an async fetch handler', () => async (request: Request) => echoFetch(request)],
    ['an object with a fetch method (Hono, Elysia)', () => ({ fetch: (request: Request, _env?: unknown) => echoFetch(request) })],
    ['a node:http Server not listening', () => createServer(echoListener)],
  ];
  for (const [name, make] of shapes) {
    it(`serves ${name} on 127.0.0.1 with status, headers, body and query as they are`, async () => {
      const { url } = await served(make());
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/v1/orders?pairSymbol=BTCTRY&status=Closed&status=Partial&x=%2B%20`, { headers: { 'X-PCK': 'pk_1' } });
      expect(response.status).toBe(203);
      expect(response.statusText).toBe('Seen');
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ method: 'GET', url: '/v1/orders?pairSymbol=BTCTRY&status=Closed&status=Partial&x=%2B%20', pck: 'pk_1' });
    });
  }

  it('uses a Server that already listens where it listens, and leaves it open', async () => {
    const server = createServer(echoListener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const s = await serveApp(server);
      await s.close();
      expect(server.listening).toBe(true);
      expect((await fetch(`${s.url}/v1/x`)).status).toBe(203);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 500 when the app throws, and keeps the error', async () => {
    const apps: App[] = [
      () => {
        throw new Error('listener broke');
      },
      (_request: Request) => {
        throw new Error('fetch handler broke');
      },
      {
        fetch: async () => {
          throw new Error('async fetch handler broke');
        },
      },
      (_request: Request) => 'not a response' as unknown as Response,
    ];
    for (const app of apps) {
      const s = await served(app);
      const response = await fetch(`${s.url}/v1/orders`);
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/^the app threw: /);
      expect(s.errors.list).toHaveLength(1);
    }
  });

  it('refuses what is no app with a TypeError that names the shapes', async () => {
    await expect(serveApp({} as App)).rejects.toThrow(/request listener \(req, res\), a fetch handler/);
    expect(() => isApp({ listen: 1 })).not.toThrow();
    expect(isApp({ listen: 1 })).toBe(false);
    expect(NOT_AN_APP).toMatch(/a Fastify instance \(fastify\(\)\), a Koa app \(new Koa\(\)\) or a NestJS app/);
  });

  it('serves a Fastify instance once ready() resolved: a route its plugin registers answers', async () => {
    const app = Fastify();
    app.register(async (instance) => {
      instance.get('/v1/x', async () => ({ ready: true }));
    });
    expect(isApp(app)).toBe(true);
    const s = await served(app);
    expect(await (await fetch(`${s.url}/v1/x`)).json()).toEqual({ ready: true });
  });

  it("refuses a Fastify instance's server (not listening) or routing at collection, saying to pass the instance", async () => {
    const app = Fastify();
    expect(() => isApp(app.server)).toThrow(FASTIFY_PART);
    expect(() => isApp(app.routing)).toThrow(FASTIFY_PART);
    expect(FASTIFY_PART).toMatch(/pass the instance itself \(`app: fastify`\)/);
    // Listening, it went through listen(), which waits for ready(): served where it listens.
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(isApp(app.server)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('serves a Koa app through its callback()', async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = { path: ctx.path };
    });
    expect(isApp(app)).toBe(true);
    const s = await served(app);
    expect(await (await fetch(`${s.url}/v1/y`)).json()).toEqual({ path: '/v1/y' });
  });

  it('refuses an HTTP/2 server (what @hono/node-server returns when asked for one) at collection, saying what to pass', async () => {
    const h2 = createHttp2Server();
    expect(() => isApp(h2)).toThrow(NOT_HTTP1);
    expect(NOT_HTTP1).toMatch(/pass the app itself \(Hono: app or app\.fetch\), or its baseUrl/);
    await expect(serveApp(h2)).rejects.toThrow(NOT_HTTP1);
  });
});

// One Prism serves many reference servers: its fixed upstream is this loopback forwarder, which sends
// each request to the server named by the `x-tarc-upstream` header (Prism forwards request headers).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const UPSTREAM_HEADER = 'x-tarc-upstream';

export interface Dispatcher {
  url: string;
  /** Registers a server; its key goes in the `x-tarc-upstream` header. */
  add(key: string, target: string): void;
  remove(key: string): void;
  close(): Promise<void>;
}

export async function startDispatcher(): Promise<Dispatcher> {
  const targets = new Map<string, URL>();
  const server: Server = createServer((req, res) => {
    const target = targets.get(String(req.headers[UPSTREAM_HEADER] ?? ''));
    if (!target) {
      res.writeHead(599).end();
      return;
    }
    const { [UPSTREAM_HEADER]: _key, host: _host, ...headers } = req.headers;
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(598);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add: (key, target) => {
      targets.set(key, new URL(target));
    },
    remove: (key) => {
      targets.delete(key);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

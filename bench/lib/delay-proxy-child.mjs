// Child: a forwarding proxy that holds every request `delayMs` before forwarding it, so a server on
// 127.0.0.1 looks `delayMs` away (a staging server seen from a CI runner). Keep-alive upstream, no
// limit on sockets: the delay is the only cost it adds, and it counts the requests it forwarded.
// The runner sends only GETs without a body: the request body is not forwarded.
//   argv: targetUrl delayMs → first message { url }; `count` → { forwarded }
import { Agent, createServer, request } from 'node:http';
import { reply, serveParent } from './child.mjs';

const target = new URL(process.argv[2]);
const delayMs = Number(process.argv[3]);
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
let forwarded = 0;
const server = createServer((req, res) => {
  const headers = { ...req.headers, host: target.host };
  delete headers.connection;
  setTimeout(() => {
    forwarded++;
    // A GET without a body: sent again once on a fresh socket when a kept-alive one was closed under it.
    const forward = (retry) => {
      const upstream = request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: retry ? false : agent },
        (up) => {
          res.writeHead(up.statusCode, up.statusMessage, up.rawHeaders);
          up.pipe(res);
        },
      );
      upstream.on('error', () => (retry || res.headersSent ? res.destroy() : forward(true)));
      upstream.end();
    };
    forward(false);
  }, delayMs);
});
server.keepAliveTimeout = 60_000;
await reply(() => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}` }))));
serveParent(
  { count: () => ({ forwarded }) },
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

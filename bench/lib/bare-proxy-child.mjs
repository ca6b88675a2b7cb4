// Child: the floor of the proxy benchmark, a bare node:http forwarding proxy (keep-alive agent,
// headers and body piped as they come, no validation): what any proxy process costs on the wire.
//   argv: targetUrl → first message { url }; { cmd: 'cpu' } → process.cpuUsage()
import { Agent, createServer, request } from 'node:http';
import { reply, serveParent } from './child.mjs';

const target = new URL(process.argv[2]);
const agent = new Agent({ keepAlive: true });
const server = createServer((req, res) => {
  const headers = { ...req.headers, host: target.host };
  delete headers.connection;
  const upstream = request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (up) => {
    res.writeHead(up.statusCode, up.statusMessage, up.rawHeaders);
    up.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await reply(() => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}` }))));
serveParent(
  { cpu: () => process.cpuUsage() },
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

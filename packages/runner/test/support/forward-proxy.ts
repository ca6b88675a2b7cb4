// A forward proxy for tests on 127.0.0.1: absolute-form GETs and CONNECT tunnels, recording what it carried.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export async function startProxy(): Promise<{ url: string; carried: string[]; close(): Promise<void> }> {
  const carried: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    carried.push(`GET ${req.url}`);
    const upstream = httpRequest(req.url!, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head) => {
    carried.push(`CONNECT ${req.url}`);
    const [host, port] = req.url!.split(':');
    const up = connect(Number(port), host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      up.write(head);
      up.pipe(client);
      client.pipe(up);
    });
    for (const s of [up, client]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    carried,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

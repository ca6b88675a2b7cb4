// startReferenceServer: generate the data, listen on node:http, close cleanly.
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { createReferenceHandler, optionsError } from './handler.js';
import { newTraceId } from './http/problems.js';
import type { Serving } from './serving.js';
import type { ReferenceServer, ReferenceServerOptions } from './server-options.js';

/** Largest request head accepted; a longer target is answered 400, not 431. */
const MAX_HEADER_SIZE = 64 * 1024;

/**
 * Starts the reference server on `host:port` (default 127.0.0.1, an ephemeral port) with data
 * deterministic per `seed` and relative to `now`. Rejects with a RangeError on bad options.
 * `serving` forces an engine, for this package's tests and benchmark only (see `createReferenceHandler`).
 */
export async function startReferenceServer(options: ReferenceServerOptions = {}, serving?: Serving): Promise<ReferenceServer> {
  const { port = 0, host = '127.0.0.1' } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw optionsError(`port must be 0..65535, got ${String(port)}`);
  const { port: _port, host: _host, ...appOptions } = options;
  const handler = createReferenceHandler(appOptions, serving);

  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, handler.listener);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const body = JSON.stringify({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'The request could not be read.',
      status: 400,
      traceId: newTraceId(),
    });
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${actualPort}`,
    accounts: handler.accounts,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

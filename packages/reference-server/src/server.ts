// startReferenceServer: generate the data, listen on node:http, close cleanly.
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { FAST_PATH_MIN_ORDERS, handleRequest, type App } from './app.js';
import { DEFAULT_ORDERS, generateDataset } from './data/dataset.js';
import { findFault, FAULTS } from './faults/index.js';
import { STAMP_WINDOW_MS } from './http/auth.js';
import { NonceCache } from './http/nonces.js';
import { newTraceId } from './http/problems.js';
import { resolveProfile } from './profile.js';
import { DEFAULT_LIVE_RATE, type LiveRate } from './data/live.js';
import { createThrottle } from './http/throttle.js';
import type { ReferenceServer, ReferenceServerOptions } from './types.js';
import { warmUp } from './warm-up.js';

/** Most orders a server may be asked to generate (memory stays under 1 GiB well beyond 1,000,000). */
export const MAX_ORDERS = 5_000_000;
const NONCE_CACHE_SIZE = 100_000;
/** Largest request head accepted; a longer target is answered 400, not 431. */
const MAX_HEADER_SIZE = 64 * 1024;

function optionsError(message: string): RangeError {
  return new RangeError(`startReferenceServer: ${message}`);
}

/** The live rate asked for (`true`: the default rate), or undefined without live data. */
function liveRate(option: ReferenceServerOptions['live']): LiveRate | undefined {
  if (option === undefined || option === false) return undefined;
  const rate = { ...DEFAULT_LIVE_RATE, ...(option === true ? {} : option) };
  for (const [key, ms] of Object.entries(rate)) {
    if (!Number.isSafeInteger(ms) || ms < 10 || ms > 3_600_000) throw optionsError(`live.${key} must be an integer from 10 to 3600000 ms, got ${String(ms)}`);
  }
  return rate;
}

/**
 * Starts the reference server on `host:port` (default 127.0.0.1, an ephemeral port) with data
 * deterministic per `seed` and relative to `now`. Rejects with a RangeError on bad options.
 */
export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const { port = 0, host = '127.0.0.1', seed = 1, auth = 'account' } = options;
  if (!Number.isSafeInteger(seed)) throw optionsError(`seed must be an integer, got ${String(seed)}`);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw optionsError(`port must be 0..65535, got ${String(port)}`);
  const orders = options.size?.orders ?? DEFAULT_ORDERS;
  if (!Number.isSafeInteger(orders) || orders < 0 || orders > MAX_ORDERS) {
    throw optionsError(`size.orders must be an integer from 0 to ${MAX_ORDERS}, got ${String(orders)}`);
  }
  if (options.now !== undefined && !(options.now instanceof Date && Number.isFinite(options.now.getTime()))) {
    throw optionsError('now must be a valid Date');
  }
  if (auth !== 'account' && auth !== 'all') throw optionsError(`auth must be "account" or "all", got ${String(auth)}`);
  const fault = options.fault === undefined ? undefined : findFault(options.fault);
  if (options.fault !== undefined && !fault) {
    throw optionsError(`unknown fault "${options.fault}" (known: ${FAULTS.map((f) => f.name).join(', ')})`);
  }
  const live = liveRate(options.live);
  if (live && options.now !== undefined) throw optionsError('live data follow the wall clock: now cannot be set with live');
  const throttle = options.throttle;
  if (throttle !== undefined && !(Number.isSafeInteger(throttle.requests) && throttle.requests >= 1 && Number.isSafeInteger(throttle.seconds) && throttle.seconds >= 1)) {
    throw optionsError('throttle must be { requests >= 1, seconds >= 1 }, integers');
  }
  const resolved = resolveProfile(options.profile);
  if (!resolved.ok) throw optionsError(resolved.message);
  const profile = Object.freeze({ ...resolved.profile, referenceDataAuth: resolved.profile.referenceDataAuth || auth === 'all' });

  const fixedNow = options.now === undefined ? undefined : new Date(options.now.getTime());
  const ds = generateDataset({ seed, orders, now: fixedNow ?? new Date(), timestampDigits: profile.timestampDigits, ...(live ? { live } : {}) });
  fault?.hooks.dataset?.({ ds });
  const app: App = {
    ds,
    profile,
    hooks: fault?.hooks ?? {},
    nonces: new NonceCache(2 * STAMP_WINDOW_MS, NONCE_CACHE_SIZE),
    now: () => (fixedNow ? new Date(fixedNow.getTime()) : new Date()),
    wallClockMs: () => Date.now(),
    fastPath: ds.orders.count >= FAST_PATH_MIN_ORDERS && fault?.hooks.record === undefined,
  };
  if (throttle) app.throttle = createThrottle(throttle);
  warmUp(app);

  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => handleRequest(app, req, res));
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
    accounts: ds.accounts.map(({ accountId, apiKey, apiSecret }) => ({ accountId, apiKey, apiSecret })),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

// createReferenceHandler: the reference server as a Node request listener, for a caller that serves
// it itself (its own node:http server, Express, a test runner's in-process app). Same data, faults
// and profiles as startReferenceServer, which listens with it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleRequest, type App } from './app.js';
import { DEFAULT_ORDERS, generateDataset } from './data/dataset.js';
import { findFault, FAULTS } from './faults/index.js';
import { STAMP_WINDOW_MS } from './http/auth.js';
import { NonceCache } from './http/nonces.js';
import { DEFAULT_LIVE_RATE, type LiveRate } from './data/live.js';
import { createThrottle } from './http/throttle.js';
import { resolveProfile } from './profile.js';
import { createStore, servingFor, type Serving } from './serving.js';
import type { DemoAccount } from './types.js';
import type { ReferenceServerOptions } from './server-options.js';
import { warmUp } from './scale/warm-up.js';

/** Most orders a server may be asked to generate (memory stays under 1 GiB well beyond 1,000,000). */
export const MAX_ORDERS = 5_000_000;
const NONCE_CACHE_SIZE = 100_000;

export type ReferenceHandlerOptions = Omit<ReferenceServerOptions, 'port' | 'host'>;

export interface ReferenceHandler {
  /** A `node:http` request listener: `createServer(handler.listener)`. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  accounts: DemoAccount[];
}

export function optionsError(message: string): RangeError {
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
 * Generates the data of `seed` and returns the listener that serves them. Throws a RangeError on bad
 * options. `serving` is for this package's tests only (both engines on the same data): by default the
 * size of the dataset and the fault choose (`servingFor`).
 */
export function createReferenceHandler(options: ReferenceHandlerOptions = {}, serving?: Serving): ReferenceHandler {
  const { seed = 1, auth = 'account' } = options;
  if (!Number.isSafeInteger(seed)) throw optionsError(`seed must be an integer, got ${String(seed)}`);
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
  if (
    throttle !== undefined &&
    !(Number.isSafeInteger(throttle.requests) && throttle.requests >= 1 && Number.isSafeInteger(throttle.seconds) && throttle.seconds >= 1)
  ) {
    throw optionsError('throttle must be { requests >= 1, seconds >= 1 }, integers');
  }
  const resolved = resolveProfile(options.profile);
  if (!resolved.ok) throw optionsError(resolved.message);
  const profile = Object.freeze({ ...resolved.profile, referenceDataAuth: resolved.profile.referenceDataAuth || auth === 'all' });

  const fixedNow = options.now === undefined ? undefined : new Date(options.now.getTime());
  const ds = generateDataset({ seed, orders, now: fixedNow ?? new Date(), timestampDigits: profile.timestampDigits, ...(live ? { live } : {}) });
  fault?.hooks.dataset?.({ ds });
  const hooks = fault?.hooks ?? {};
  const chosen = serving ?? servingFor(ds, hooks);
  const app: App = {
    ds,
    profile,
    hooks,
    nonces: new NonceCache(2 * STAMP_WINDOW_MS, NONCE_CACHE_SIZE),
    now: () => (fixedNow ? new Date(fixedNow.getTime()) : new Date()),
    wallClockMs: () => Date.now(),
    store: createStore(ds, profile, chosen),
  };
  if (throttle) app.throttle = createThrottle(throttle);
  if (chosen !== 'model') warmUp(app);
  return {
    listener: (req, res) => handleRequest(app, req, res),
    accounts: ds.accounts.map(({ accountId, apiKey, apiSecret }) => ({ accountId, apiKey, apiSecret })),
  };
}

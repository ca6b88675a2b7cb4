// How a reference server is started and what it gives back: the top of the package, above its faults and data.
import type { LiveRate } from './data/live.js';
import type { FaultName } from './faults/index.js';
import type { ThrottleLimit } from './http/throttle.js';
import type { DemoAccount, ReferenceProfile } from './types.js';

export type { LiveRate, ThrottleLimit };

export interface ReferenceServerOptions {
  port?: number;
  host?: string;
  /** Data are deterministic per seed. Default 1. */
  seed?: number;
  /** How much data to generate; `orders` defaults to a few thousand. */
  size?: { orders?: number };
  /** The instant the seeded data are relative to, and the clock of query rules. Default: now. */
  now?: Date;
  /** One named deviation from the spec (see `listFaults()`). */
  fault?: FaultName;
  profile?: Partial<ReferenceProfile>;
  /** `all`: reference-data endpoints require authentication too. Default `account`. */
  auth?: 'account' | 'all';
  /**
   * A condition of production (never a deviation): records arrive and change status while a client
   * runs. `true`: a new order about every 150 ms (its trades within seconds), a withdrawal and a
   * deposit about every second, each Pending and settled (Confirmed, Completed) seconds later.
   * Follows the wall clock, so `now` cannot be set with it.
   */
  live?: boolean | Partial<LiveRate>;
  /** A condition of production: more than `requests` per `seconds` from one key get 429 with Retry-After. */
  throttle?: ThrottleLimit;
}

export interface ReferenceServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  accounts: DemoAccount[];
  close(): Promise<void>;
}

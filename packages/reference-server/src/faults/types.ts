// The fault mechanism: a fault is a name, what it breaks, and a few hooks the server core calls at
// fixed points of a request. A hook changes what it is given (or returns a replacement); the core
// never knows which fault is on. Hooks that are absent cost nothing.
import type { CryptoDepositsQuery, CryptoWithdrawalsQuery, OrdersQuery, ResourceKind, TradesQuery } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import type { OrderSelection, TradeSelection, TransferSelection } from '../model/filters.js';
import type { Store } from '../model/store.js';
import type { EndpointName, ReferenceProfile } from '../types.js';

export type NormalizedQuery =
  | { endpoint: 'orders'; query: OrdersQuery }
  | { endpoint: 'trades'; query: TradesQuery }
  | { endpoint: 'crypto-withdrawals'; query: CryptoWithdrawalsQuery }
  | { endpoint: 'crypto-deposits'; query: CryptoDepositsQuery };

export type Selection =
  | { endpoint: 'orders'; selection: OrderSelection }
  | { endpoint: 'trades'; selection: TradeSelection }
  | { endpoint: 'crypto-withdrawals' | 'crypto-deposits'; selection: TransferSelection };

/** Why a request was not authenticated; `account` is the key's account when the key is known. */
export type AuthFailureReason = 'missing-header' | 'unknown-key' | 'bad-signature' | 'stale-stamp' | 'reused-nonce';

export type AuthOutcome = { ok: true; account: number } | { ok: false; reason: AuthFailureReason; account?: number; message: string };

export interface HookBase {
  endpoint: EndpointName;
  profile: Readonly<ReferenceProfile>;
  /** Number of seeded accounts (account indexes are 0 .. accountCount - 1). */
  accountCount: number;
  /** The authenticated caller (its index and accountId), set once credentials were checked. */
  caller?: { account: number; accountId: string };
}

export interface FaultHooks {
  /** The raw query before the query rules see it. Return a replacement (the original stays `raw`). */
  rawQuery?(c: HookBase & { params: URLSearchParams }): URLSearchParams | void;
  /**
   * The normalized query before it is executed (defaults applied, window clamped). Mutate it. `now` is
   * the clock of the query rules (fixed when the server was started with `now`).
   */
  query?(c: HookBase & { raw: URLSearchParams; now: Date } & NormalizedQuery): void;
  /**
   * What a list selects from the store, before paging (accounts, statuses, window...). Mutate it.
   * `store` is what serves (the plain model or the scale engine), for a fault that counts a selection.
   */
  selection?(c: HookBase & { raw: URLSearchParams; store: Store } & Selection): void;
  /** A single lookup (`order`, `trade`): which accounts' records may be returned. Mutate it. `store` is what serves. */
  lookup?(c: HookBase & { id: string; accounts: number[]; store: Store }): void;
  /** Each record as it is about to be serialized. Mutate it. */
  record?(c: HookBase & { kind: ResourceKind; record: Record<string, unknown> }): void;
  /** Each error response (problem details with traceId). Return a replacement status and body (any JSON value). */
  problem?(c: HookBase & { status: number; body: Record<string, unknown> }): { status: number; body: unknown } | void;
  /** The headers of a 200 answer, before it is written. Return the replacements. */
  successHeaders?(c: HookBase): Record<string, string> | void;
  /** The bytes of a 200 answer, before they are written (after `successHeaders`). Return the replacement. */
  successBody?(c: HookBase & { body: Buffer }): Buffer | void;
  /**
   * The generated data, once, before the server listens. Mutate it: for a deviation that only shows
   * on more data than the seed gives (more than 1000 withdrawals in a window).
   */
  dataset?(c: { ds: Dataset }): void;
  /**
   * The request as a framework's router in front of the core reads it, before routing: return the
   * path to route, the method to serve, and whether the authentication hook is skipped (a router and
   * an authentication check that disagree on a path's spelling, a method or an override header).
   */
  front?(c: { path: string; method: string; headers: Readonly<Record<string, string | string[] | undefined>> }): FrontReading | void;
  /** The authentication outcome of a request that needs it. Return a replacement. */
  auth?(
    c: HookBase & {
      outcome: AuthOutcome;
      headers: Readonly<Record<string, string | undefined>>;
      /** The seeded accounts' demo credentials (to re-verify a signature another way), and the server clock. */
      accounts: readonly { apiKey: string; apiSecret: string }[];
      nowMs: number;
      /** The request's query, as parsed (a fault may let some queries through). */
      params: URLSearchParams;
    },
  ): AuthOutcome | void;
}

/** What a router in front of the core made of a request (see `FaultHooks.front`). */
export interface FrontReading {
  path?: string;
  method?: string;
  /** Served without authentication (as the first demo account where the endpoint is account data). */
  skipAuth?: boolean;
}

/** One named, deliberate deviation from the spec. */
export interface Fault {
  /** kebab-case, prefixed by its area: `orders-canceled-listed`. */
  name: string;
  /** What the server does wrong, in one sentence. */
  description: string;
  /** The rule it breaks: requirement ids (`ORD-…`, `TRD-…`) or the spec's words. */
  requirements: readonly string[];
  hooks: FaultHooks;
}

export interface FaultInfo {
  name: string;
  description: string;
  requirements: string[];
}

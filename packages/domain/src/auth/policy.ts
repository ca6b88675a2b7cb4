// An authentication policy for the project's default scheme. The spec lists the headers and says
// "The rules for computing X-Signature, the format and validity of X-Stamp and X-Nonce, and how
// keys are issued are described in a separate authentication article: not shown." Everything
// below past the header names is this project's assumption, stated once here (the project's list
// of open points, #4: a pluggable scheme, the default one being an assumption that says so):
// X-PCK names the key, X-Stamp is Unix time in milliseconds, X-Nonce is a fresh string per request,
// X-Signature is base64(HMAC-SHA256(base64-decoded secret, X-PCK + X-Stamp + X-Nonce)).
import { verifySignature, type HeadersInput } from '../signer.js';

/** Where used nonces are remembered. A single process can use `memoryNonceStore()`; several share one (a database, a cache). */
export interface NonceStore {
  /**
   * Records `nonce` for `apiKey` until `expiresAtMs`; resolves `false` when it was already recorded
   * and has not expired at `nowMs` (a replay). Must be atomic: of two concurrent claims of one nonce, one wins.
   */
  claim(apiKey: string, nonce: string, expiresAtMs: number, nowMs: number): boolean | Promise<boolean>;
}

/** Why a request was refused. */
export type AuthFailureReason = 'missing-header' | 'unknown-key' | 'stale-stamp' | 'bad-signature' | 'reused-nonce';

export type AuthDecision<A> = { ok: true; apiKey: string; account: A } | { ok: false; status: number; reason: AuthFailureReason; message: string };

export interface AuthPolicyOptions<A> {
  /** The secret (base64) and the account of a public key (X-PCK), or `undefined` for an unknown key. */
  lookupKey(apiKey: string): { apiSecret: string; account: A } | undefined | Promise<{ apiSecret: string; account: A } | undefined>;
  /** Where nonces are remembered; without one, a replayed request is not refused. */
  nonceStore?: NonceStore;
  /** How far X-Stamp may be from the server's clock, either way; default 60,000 ms. */
  stampWindowMs?: number;
  /**
   * The status of a refusal. The spec does not show it (open point #5 in the README: a request
   * without valid credentials must get no account data; which 4xx is the server's choice): default 401.
   */
  failureStatus?: number;
  /** Longest X-Nonce accepted; default 128 characters (a store keeps what it is given). */
  maxNonceLength?: number;
}

export interface AuthPolicy<A> {
  /**
   * Decides on one request's headers at `nowMs` (the server's clock, passed in: the domain reads
   * none). Checks, in order: the four headers present, a known key, a stamp within the window, the
   * signature, a nonce not used before (claimed only once everything else holds, so a forged request
   * cannot burn a nonce). Never throws for what a client sends; messages echo no header value.
   */
  authenticate(headers: HeadersInput, nowMs: number): Promise<AuthDecision<A>>;
}

const HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'] as const;
const STAMP = /^\d{1,16}$/;

function header(headers: HeadersInput, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    const value = (headers as { get(name: string): string | null }).get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Readonly<Record<string, unknown>>)) {
    if (key.toLowerCase() === lower) return typeof value === 'string' && value !== '' ? value : undefined;
  }
  return undefined;
}

/** The default scheme's policy over a key lookup and a nonce store (see `AuthPolicyOptions`). */
export function authPolicy<A>(options: AuthPolicyOptions<A>): AuthPolicy<A> {
  const windowMs = options.stampWindowMs ?? 60_000;
  const status = options.failureStatus ?? 401;
  const maxNonce = options.maxNonceLength ?? 128;
  const refuse = (reason: AuthFailureReason, message: string): AuthDecision<A> => ({ ok: false, status, reason, message });
  return {
    async authenticate(headers, nowMs) {
      const values = HEADERS.map((name) => header(headers, name));
      const missing = HEADERS.filter((_, i) => values[i] === undefined);
      if (missing.length > 0) return refuse('missing-header', `Missing authentication header(s): ${missing.join(', ')}.`);
      const [apiKey, , stamp, nonce] = values as [string, string, string, string];
      const key = await options.lookupKey(apiKey);
      if (key === undefined) return refuse('unknown-key', 'The X-PCK key is not known.');
      const stampMs = STAMP.test(stamp) ? Number(stamp) : Number.NaN;
      if (!(Math.abs(stampMs - nowMs) <= windowMs)) {
        return refuse('stale-stamp', `X-Stamp must be Unix time in milliseconds within ${windowMs / 1000} s of the server clock.`);
      }
      if (!verifySignature({ headers, apiSecret: key.apiSecret })) return refuse('bad-signature', 'X-Signature does not match.');
      // A nonce is remembered while its stamp could still be accepted: until stamp + window.
      if (nonce.length > maxNonce || (options.nonceStore !== undefined && !(await options.nonceStore.claim(apiKey, nonce, stampMs + windowMs, nowMs)))) {
        return refuse('reused-nonce', `X-Nonce was already used (or is longer than ${maxNonce} characters).`);
      }
      return { ok: true, apiKey, account: key.account };
    },
  };
}

/**
 * A nonce store in this process's memory, at most `maxSize` nonces (default 100,000; the oldest
 * is forgotten first). Expired nonces are dropped as claims arrive.
 */
export function memoryNonceStore(maxSize = 100_000): NonceStore {
  const seen = new Map<string, number>();
  return {
    claim(apiKey, nonce, expiresAtMs, now) {
      const id = `${apiKey}\u0000${nonce}`;
      const until = seen.get(id);
      if (until !== undefined && until > now) return false;
      seen.delete(id);
      seen.set(id, expiresAtMs);
      for (const [oldest, expiry] of seen) {
        if (seen.size <= maxSize && expiry > now) break;
        seen.delete(oldest);
      }
      return true;
    },
  };
}

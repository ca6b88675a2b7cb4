// Faults of the signed inputs and header forms (issue 42): a server that verifies the signature of
// the default scheme (OPEN-POINTS #4) but lets one input change without noticing, or reads a
// repeated X-PCK two ways.
import { verifySignature } from '@tarc/domain';
import { STAMP_WINDOW_MS } from '../http/auth.js';
import type { AuthOutcome, Fault } from './types.js';

type Headers = Readonly<Record<string, string | undefined>>;
type Account = { apiKey: string; apiSecret: string };
type AuthInput = { outcome: AuthOutcome; headers: Headers; accounts: readonly Account[]; nowMs: number };

interface Signed {
  key: string;
  stamp: string;
  nonce: string;
}

/** Signatures a server verified, by server (its accounts array): a verification cache. */
const VERIFIED = new WeakMap<readonly Account[], Map<string, Signed>>();
const MAX_REMEMBERED = 20_000;

/**
 * A cache of verified signatures consulted before the signature is computed again: a signature seen
 * before is accepted when `same(before, now)` holds, whatever else changed.
 */
function signatureCache(same: (before: Signed, now: Signed) => boolean) {
  return (c: AuthInput): AuthOutcome | void => {
    const signature = c.headers['x-signature'];
    const now = { key: c.headers['x-pck'] ?? '', stamp: c.headers['x-stamp'] ?? '', nonce: c.headers['x-nonce'] ?? '' };
    if (signature === undefined) return;
    let cache = VERIFIED.get(c.accounts);
    if (cache === undefined) VERIFIED.set(c.accounts, (cache = new Map()));
    if (c.outcome.ok) {
      if (cache.size < MAX_REMEMBERED) cache.set(signature, now);
      return;
    }
    const before = cache.get(signature);
    if (c.outcome.reason === 'bad-signature' && c.outcome.account !== undefined && before !== undefined && same(before, now)) {
      return { ok: true, account: c.outcome.account };
    }
  };
}

/** X-Stamp as Unix ms, read leniently: 10 digits as seconds, an ISO date-time. */
function lenientStampMs(stamp: string): number | undefined {
  if (/^\d{10}$/.test(stamp)) return Number(stamp) * 1000;
  if (/^\d{4}-\d{2}-\d{2}T/.test(stamp)) {
    const ms = Date.parse(stamp);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

export const SIGNED_INPUT_FAULTS = [
  {
    name: 'auth-duplicate-pck-last',
    description: 'With two X-PCK lines, the signature is verified for the first key and the request is answered as the account of the last one.',
    requirements: ['AUTH-EQUIVALENT-FORMS', "Results are limited to the authenticated account's own data."],
    hooks: {
      auth(c) {
        const keys = (c.headers['x-pck'] ?? '').split(',').map((k) => k.trim());
        if (c.outcome.ok || keys.length < 2) return;
        const first = c.accounts.find((a) => a.apiKey === keys[0]);
        const last = c.accounts.findIndex((a) => a.apiKey === keys.at(-1));
        if (first === undefined || last < 0) return;
        if (verifySignature({ headers: { ...c.headers, 'x-pck': keys[0] }, apiSecret: first.apiSecret })) return { ok: true, account: last };
      },
    },
  },
  {
    name: 'auth-nonce-unsigned',
    description: 'A signature verified once is accepted again with another X-Nonce (a verification cache keyed by key, stamp and signature).',
    requirements: ['AUTH-SIGNED-INPUTS', 'X-Nonce: <NONCE>'],
    hooks: { auth: signatureCache((before, now) => before.key === now.key && before.stamp === now.stamp && before.nonce !== now.nonce) },
  },
  {
    name: 'auth-stamp-unsigned',
    description: 'A signature verified once is accepted again with another X-Stamp (a verification cache keyed by key, nonce and signature).',
    requirements: ['AUTH-SIGNED-INPUTS', 'X-Stamp: <TIMESTAMP_STAMP>'],
    hooks: { auth: signatureCache((before, now) => before.key === now.key && before.nonce === now.nonce && before.stamp !== now.stamp) },
  },
  {
    name: 'auth-signature-any-account',
    description:
      "X-Signature is accepted when some account's key and secret signed it (verified against a key store, not against X-PCK's): one account's signature passes under another's key.",
    requirements: ['AUTH-SIGNED-INPUTS', 'X-PCK: <API_KEY> (public key of the caller)'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'bad-signature' || c.outcome.account === undefined) return;
        const own = c.outcome.account;
        const signer = c.accounts.find((a, i) => i !== own && verifySignature({ headers: { ...c.headers, 'x-pck': a.apiKey }, apiSecret: a.apiSecret }));
        if (signer !== undefined) return { ok: true, account: own };
      },
    },
  },
  {
    name: 'auth-stamp-any-form',
    description: 'X-Stamp is read in seconds or as an ISO date-time too, not only as Unix milliseconds.',
    requirements: ['AUTH-STAMP-FORM'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'stale-stamp' || c.outcome.account === undefined) return;
        const ms = lenientStampMs(c.headers['x-stamp'] ?? '');
        if (ms === undefined || Math.abs(ms - c.nowMs) > STAMP_WINDOW_MS) return;
        if (verifySignature({ headers: c.headers, apiSecret: c.accounts[c.outcome.account]!.apiSecret })) return { ok: true, account: c.outcome.account };
      },
    },
  },
] as const satisfies readonly Fault[];

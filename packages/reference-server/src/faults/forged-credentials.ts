// Faults of forged credentials, endpoint by endpoint (issue 12): a server that checks the auth headers
// only in part. Each re-judges a refusal of the default scheme (OPEN-POINTS #4) with a weaker rule.
import { signRequest } from '@tarc/domain';
import type { AuthOutcome, Fault } from './types.js';

type Headers = Readonly<Record<string, string | undefined>>;
type Account = { apiKey: string; apiSecret: string };

/** The X-Signature the default scheme expects for these headers under `apiSecret`. */
function expected(headers: Headers, apiSecret: string): string | undefined {
  const key = headers['x-pck'];
  const stamp = headers['x-stamp'];
  const nonce = headers['x-nonce'];
  if (key === undefined || stamp === undefined || nonce === undefined) return undefined;
  return signRequest({ apiKey: key, apiSecret, stamp, nonce })['X-Signature'];
}

/** A refused signature accepted as the key's account when `accept(sent, expected)` holds. */
function weakerSignature(accept: (sent: string, wanted: string) => boolean) {
  return (c: { outcome: AuthOutcome; headers: Headers; accounts: readonly Account[] }): AuthOutcome | void => {
    if (c.outcome.ok || c.outcome.reason !== 'bad-signature' || c.outcome.account === undefined) return;
    const sent = c.headers['x-signature'];
    const wanted = expected(c.headers, c.accounts[c.outcome.account]!.apiSecret);
    if (sent !== undefined && wanted !== undefined && accept(sent, wanted)) return { ok: true, account: c.outcome.account };
  };
}

/** A request missing only `header` (lower case), with a known key, answered as the key's account. */
function missingAccepted(header: string) {
  return (c: { outcome: AuthOutcome; headers: Headers; accounts: readonly Account[] }): AuthOutcome | void => {
    if (c.outcome.ok || c.outcome.reason !== 'missing-header') return;
    const others = ['x-pck', 'x-signature', 'x-stamp', 'x-nonce'].filter((h) => h !== header);
    if (c.headers[header] || others.some((h) => !c.headers[h])) return;
    const account = c.accounts.findIndex((a) => a.apiKey === c.headers['x-pck']);
    if (account >= 0) return { ok: true, account };
  };
}

const PREFIX = 8;
const UNCHECKED_END = 4;

export const FORGED_CREDENTIALS_FAULTS = [
  {
    name: 'auth-signature-prefix-compared',
    description: `X-Signature is compared on its first ${PREFIX} characters only.`,
    requirements: ['AUTH-REQUIRED'],
    hooks: { auth: weakerSignature((sent, wanted) => sent.slice(0, PREFIX) === wanted.slice(0, PREFIX)) },
  },
  {
    name: 'auth-signature-length-compared',
    description: 'X-Signature is compared on its length only: any signature of the right length is accepted.',
    requirements: ['AUTH-REQUIRED'],
    hooks: { auth: weakerSignature((sent, wanted) => sent.length === wanted.length) },
  },
  {
    name: 'auth-signature-end-unchecked',
    description: `X-Signature is compared except for its last ${UNCHECKED_END} characters.`,
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth: weakerSignature((sent, wanted) => sent.length === wanted.length && sent.slice(0, -UNCHECKED_END) === wanted.slice(0, -UNCHECKED_END)),
    },
  },
  {
    name: 'auth-signature-extra-characters-accepted',
    description: 'X-Signature is read only as far as the expected one goes: any extra data after it is accepted.',
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth: weakerSignature((sent, wanted) => {
        const [s, w] = [sent.replace(/=+$/, ''), wanted.replace(/=+$/, '')];
        return s.length > w.length && s.startsWith(w);
      }),
    },
  },
  {
    name: 'auth-other-account-secret-accepted',
    description: "A key signed with any seeded account's secret is accepted as the key's account.",
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'bad-signature' || c.outcome.account === undefined) return;
        const sent = c.headers['x-signature'];
        if (sent !== undefined && c.accounts.some((a) => expected(c.headers, a.apiSecret) === sent)) return { ok: true, account: c.outcome.account };
      },
    },
  },
  {
    name: 'auth-missing-nonce-accepted',
    description: "A request with every auth header but X-Nonce and a known key is answered as the key's account.",
    requirements: ['AUTH-REQUIRED'],
    hooks: { auth: missingAccepted('x-nonce') },
  },
  {
    name: 'auth-empty-header-accepted',
    description: "A request whose X-Nonce is present but blank (empty or whitespace), with a known key, is answered as the key's account.",
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        const nonce = c.headers['x-nonce'];
        if (c.outcome.ok || typeof nonce !== 'string' || nonce.trim() !== '') return;
        const account = c.accounts.findIndex((a) => a.apiKey === c.headers['x-pck']);
        if (account >= 0) return { ok: true, account };
      },
    },
  },
  {
    name: 'auth-missing-stamp-accepted',
    description: "A request with every auth header but X-Stamp and a known key is answered as the key's account.",
    requirements: ['AUTH-REQUIRED'],
    hooks: { auth: missingAccepted('x-stamp') },
  },
  {
    name: 'auth-skipped-on-trade-by-id',
    description: "GET /v1/trades/{id} answers without valid credentials (as the key's account, else the first); the other endpoints check them.",
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        if (c.endpoint === 'trade' && !c.outcome.ok) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'auth-replayed-nonce-accepted',
    description: 'A request whose X-Nonce was already used (a replay of the same headers) is accepted.',
    requirements: ['AUTH-REPLAY'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && c.outcome.reason === 'reused-nonce' && c.outcome.account !== undefined) return { ok: true, account: c.outcome.account };
      },
    },
  },

  {
    name: 'auth-transfers-signature-unchecked',
    description: 'Where the crypto-withdrawals and crypto-deposits endpoints are protected, a known key is enough there: the signature is not checked.',
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'bad-signature' || c.outcome.account === undefined) return;
        if (c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') return { ok: true, account: c.outcome.account };
      },
    },
  },
  {
    name: 'auth-stale-stamp-accepted',
    description: 'X-Stamp is not compared with the clock: a request stamped at any time is accepted.',
    requirements: ['AUTH-STALE-STAMP'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'stale-stamp' || c.outcome.account === undefined) return;
        const sent = c.headers['x-signature'];
        const wanted = expected(c.headers, c.accounts[c.outcome.account]!.apiSecret);
        if (sent !== undefined && sent === wanted) return { ok: true, account: c.outcome.account };
      },
    },
  },
] as const satisfies readonly Fault[];

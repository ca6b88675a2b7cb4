// Authentication by the project's default signer (OPEN-POINTS #4: the spec does not show the scheme).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySignature } from '@tarc/domain';
import type { AccountSpec } from '../data/accounts.js';
import type { AuthOutcome } from '../faults/types.js';
import type { NonceCache } from './nonces.js';

/** A stamp more than this far from the server clock is refused. */
export const STAMP_WINDOW_MS = 60_000;
const MAX_NONCE_LENGTH = 128;

const AUTH_HEADERS = ['x-pck', 'x-signature', 'x-stamp', 'x-nonce'] as const;

function single(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Checks X-PCK, X-Signature, X-Stamp and X-Nonce: all present, a known key, a stamp (Unix ms) within
 * 60 s of the server clock, a valid signature, and a nonce not used before. Never echoes a header.
 */
export function authenticate(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  accounts: readonly AccountSpec[],
  nonces: NonceCache,
  nowMs: number,
  encoding: 'base64' | 'hex' = 'base64',
): AuthOutcome {
  const values = AUTH_HEADERS.map((name) => single(headers, name));
  const missing = AUTH_HEADERS.filter((_, i) => values[i] === undefined);
  if (missing.length > 0) {
    return { ok: false, reason: 'missing-header', message: `Missing authentication header(s): ${missing.map(display).join(', ')}.` };
  }
  const [key, , stamp, nonce] = values as string[];
  const account = accounts.findIndex((a) => a.apiKey === key);
  if (account < 0) return { ok: false, reason: 'unknown-key', message: 'The X-PCK key is not known.' };
  const stampMs = /^\d{1,16}$/.test(stamp!) ? Number(stamp) : NaN;
  if (!(Math.abs(stampMs - nowMs) <= STAMP_WINDOW_MS)) {
    return { ok: false, reason: 'stale-stamp', account, message: 'X-Stamp must be Unix time in milliseconds within 60 s of the server clock.' };
  }
  const secret = accounts[account]!.apiSecret;
  const valid =
    encoding === 'hex'
      ? hexSignatureMatches(values[1]!, `${key}${stamp}${nonce}`, secret)
      : verifySignature({ headers: headers as Record<string, string | undefined>, apiSecret: secret });
  if (!valid) {
    return { ok: false, reason: 'bad-signature', account, message: 'X-Signature does not match.' };
  }
  if (nonce!.length > MAX_NONCE_LENGTH || !nonces.use(key!, nonce!, nowMs)) {
    return { ok: false, reason: 'reused-nonce', account, message: 'X-Nonce was already used (or is longer than 128 characters).' };
  }
  return { ok: true, account };
}

const DISPLAY: Readonly<Record<string, string>> = {
  'x-pck': 'X-PCK',
  'x-signature': 'X-Signature',
  'x-stamp': 'X-Stamp',
  'x-nonce': 'X-Nonce',
};

function display(name: string): string {
  return DISPLAY[name] ?? name;
}

/** The profile `signatureEncoding: hex`: the default HMAC-SHA256, written in hex (OPEN-POINTS #4). */
function hexSignatureMatches(signature: string, message: string, apiSecret: string): boolean {
  const expected = createHmac('sha256', Buffer.from(apiSecret, 'base64')).update(message, 'utf8').digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

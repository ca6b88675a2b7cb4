// The default request signer. The spec lists the headers (Content-Type, X-PCK, X-Signature,
// X-Stamp, X-Nonce) but says: "The rules for computing X-Signature, the format and validity of
// X-Stamp and X-Nonce, and how keys are issued are described in a separate authentication article:
// not shown." The scheme below is THIS PROJECT'S ASSUMPTION (open point #4 in the README), not the spec's; a
// server with another scheme plugs in its own signer.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignRequestInput {
  /** The caller's public key, sent as X-PCK. */
  apiKey: string;
  /** The base64-encoded secret. Used as the HMAC key; never part of the returned headers. */
  apiSecret: string;
  /** X-Stamp; by this project's convention, Unix time in milliseconds. Passed in: no clock is read. */
  stamp: string | number;
  /** X-Nonce; by this project's convention, a fresh random string per request. Passed in. */
  nonce: string;
}

/** A type alias (not an interface) so it passes where a header record is expected. */
export type SignedHeaders = {
  'Content-Type': 'application/json';
  'X-PCK': string;
  'X-Stamp': string;
  'X-Nonce': string;
  'X-Signature': string;
};

function hmac(apiKey: string, stamp: string, nonce: string, apiSecret: string) {
  return createHmac('sha256', Buffer.from(apiSecret, 'base64')).update(`${apiKey}${stamp}${nonce}`, 'utf8');
}

/**
 * Signs a request by the project's assumed scheme (the spec's rules are "not shown"):
 * `X-Signature = base64(HMAC-SHA256(key = base64-decoded apiSecret, message = X-PCK + X-Stamp + X-Nonce))`,
 * with `Content-Type: application/json`. Deterministic: the same inputs give the same headers.
 *
 * The secret is read as base64 (the standard or the URL-safe alphabet, padding optional), as Node's
 * `Buffer.from(secret, 'base64')` reads it: a character outside those alphabets is skipped, not
 * refused, so a secret issued as plain text signs with other bytes than its text. Both sides decode
 * alike, so such a secret still verifies; a server that uses the text itself as the key needs another
 * signer. Never throws for a string secret.
 */
export function signRequest(input: SignRequestInput): SignedHeaders {
  const stamp = String(input.stamp);
  return {
    'Content-Type': 'application/json',
    'X-PCK': input.apiKey,
    'X-Stamp': stamp,
    'X-Nonce': input.nonce,
    'X-Signature': hmac(input.apiKey, stamp, input.nonce, input.apiSecret).digest('base64'),
  };
}

/** Request headers as a server sees them: any case of name, values possibly repeated or missing. */
export type HeadersInput = Readonly<Record<string, string | readonly string[] | undefined>> | { get(name: string): string | null };

function header(headers: HeadersInput, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    const value = (headers as { get(name: string): string | null }).get(name);
    return typeof value === 'string' ? value : undefined;
  }
  const record = headers as Readonly<Record<string, unknown>>;
  const lower = name.toLowerCase();
  for (const key of Object.keys(record)) {
    if (key.toLowerCase() !== lower) continue;
    const value = record[key];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * True when X-Signature matches X-PCK, X-Stamp and X-Nonce under `apiSecret` by the project's assumed
 * scheme (see `signRequest`). Compares in constant time; never throws: a missing, repeated or
 * malformed header is simply `false`. Stamp freshness and nonce reuse are a server's policy, not
 * checked here.
 */
export function verifySignature(input: { headers: HeadersInput; apiSecret: string }): boolean {
  try {
    const { headers, apiSecret } = input;
    const key = header(headers, 'X-PCK');
    const stamp = header(headers, 'X-Stamp');
    const nonce = header(headers, 'X-Nonce');
    const sent = header(headers, 'X-Signature');
    if (key === undefined || stamp === undefined || nonce === undefined || sent === undefined) return false;
    if (typeof apiSecret !== 'string' || !BASE64.test(sent)) return false;
    const expected = hmac(key, stamp, nonce, apiSecret).digest();
    const given = Buffer.from(sent, 'base64');
    if (given.length !== expected.length) return false;
    return timingSafeEqual(given, expected);
  } catch {
    return false;
  }
}

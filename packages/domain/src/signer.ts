// The default request signer. The spec lists the headers (Content-Type, X-PCK, X-Signature,
// X-Stamp, X-Nonce) but says: "The rules for computing X-Signature, the format and validity of
// X-Stamp and X-Nonce, and how keys are issued are described in a separate authentication article:
// not shown." The scheme below is THIS PROJECT'S ASSUMPTION (open point #4 in the README), not the spec's; a
// server with another scheme plugs in its own signer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors.js';

export interface SignRequestInput {
  /** The caller's public key, sent as X-PCK. */
  apiKey: string;
  /**
   * The base64-encoded secret (standard or URL-safe alphabet, padding optional). Its decoded bytes are
   * the HMAC key; it is never part of the returned headers nor of an error's message.
   */
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

/** Base64 in either alphabet; `=` only as the padding of a whole last quantum. */
const SECRET_BASE64 = /^[A-Za-z0-9+/_-]*$/;

/**
 * The secret's bytes. Node's decoder skips a character outside the alphabets and a lone last one,
 * so a secret issued as plain text would sign with other bytes than its text, without a word: such
 * a secret is refused instead.
 */
function secretBytes(apiSecret: unknown): Buffer {
  const text = typeof apiSecret === 'string' ? apiSecret : '!';
  const unpadded = text.replace(/={1,2}$/, '');
  if (!SECRET_BASE64.test(unpadded) || unpadded.length % 4 === 1 || (unpadded !== text && text.length % 4 !== 0)) {
    throw new DomainError('invalid-secret', 'the API secret is not base64 (the default scheme uses its decoded bytes as the HMAC key)');
  }
  return Buffer.from(unpadded, 'base64');
}

function hmac(apiKey: string, stamp: string, nonce: string, apiSecret: string) {
  return createHmac('sha256', secretBytes(apiSecret)).update(`${apiKey}${stamp}${nonce}`, 'utf8');
}

/**
 * Signs a request by the project's assumed scheme (the spec's rules are "not shown"):
 * `X-Signature = base64(HMAC-SHA256(key = base64-decoded apiSecret, message = X-PCK + X-Stamp + X-Nonce))`,
 * with `Content-Type: application/json`. Deterministic: the same inputs give the same headers.
 *
 * The secret is read as base64 (the standard or the URL-safe alphabet, padding optional). A server
 * that uses a secret's text itself as the key needs another signer.
 *
 * @throws DomainError `invalid-secret` when `apiSecret` is not base64: a character outside both
 *   alphabets (a space, `.`, `!`), `=` anywhere but as padding, or a length no base64 text has. The
 *   message never carries the secret.
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
 * malformed header is simply `false`, and so is every request under an `apiSecret` that is not
 * base64 (`signRequest` refuses to sign with one). Stamp freshness and nonce reuse are a server's
 * policy, not checked here.
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

// "The order, single-order, trade, single-trade and account-wallet endpoints take these request
// headers: Content-Type, X-PCK, X-Signature, X-Stamp, X-Nonce."

/** The five endpoints the spec lists as taking the authentication headers. */
export const PROTECTED_ENDPOINTS = /* @__PURE__ */ Object.freeze([
  'GET /v1/orders',
  'GET /v1/orders/{id}',
  'GET /v1/trades',
  'GET /v1/trades/{id}',
  'GET /v1/account-wallets',
] as const);

export type ProtectedEndpoint = (typeof PROTECTED_ENDPOINTS)[number];

const PROTECTED_PATH = /^\/v1\/(?:(orders|trades)(?:\/([^/]+))?|account-wallets)$/i;

/** RFC 3986 2.3: unreserved characters; percent-encoded, they are the same URI (6.2.2.2). */
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** `path` with its percent-encoded unreserved characters decoded (`%6F` → `o`, `%2d` → `-`); other escapes kept. */
function decodeUnreserved(path: string): string {
  return path.replace(ENCODED_UNRESERVED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The segments of `path` as a lenient router reads them: `;parameters` dropped, empty segments
 * (a doubled or trailing slash) dropped, dot segments resolved (RFC 3986 5.2.4).
 */
function lenientSegments(path: string): string[] {
  const out: string[] = [];
  for (const raw of path.split('/')) {
    const segment = raw.replace(/;.*$/s, '');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

function match(path: string): ProtectedEndpoint | undefined {
  const m = PROTECTED_PATH.exec(path);
  if (m === null) return undefined;
  if (m[1] === undefined) return 'GET /v1/account-wallets';
  return `GET /v1/${m[1].toLowerCase() as 'orders' | 'trades'}${m[2] === undefined ? '' : '/{id}'}` as ProtectedEndpoint;
}

/**
 * Which of the five protected endpoints a request path (without its query) is, or `undefined`.
 * Whether the other endpoints need the headers is "not shown": a server may protect them too, and
 * a client sends its credentials everywhere.
 *
 * Call it with the path your router matched, or with the raw path: it decides on the path as any
 * router might read it, so that a spelling that reaches a protected handler is never let through
 * unauthenticated. A path is protected when one of its readings is: as written (one trailing slash
 * allowed); normalised (percent-encoded unreserved characters decoded, `%6F` or `%6f` as `o`, `%2D`
 * as `-`; dot segments resolved; doubled and trailing slashes and `;parameters` dropped; any letter
 * case); and normalised with an encoded slash (`%2F`) read as a slash. So `/v1/%6Frders`,
 * `/v1/./orders`, `/v1/x/../orders`, `/v1//orders/`, `/V1/Orders`, `/v1/orders;x=1` and
 * `/v1/orders%2F42` all need the headers, as `/v1/orders` and `/v1/orders/42` do.
 */
export function protectedEndpoint(path: string): ProtectedEndpoint | undefined {
  const asWritten = match(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  if (asWritten !== undefined) return asWritten;
  const decoded = decodeUnreserved(path);
  const normalised = match(`/${lenientSegments(decoded).join('/')}`);
  if (normalised !== undefined) return normalised;
  return match(`/${lenientSegments(decoded.replace(/%2F/gi, '/')).join('/')}`);
}

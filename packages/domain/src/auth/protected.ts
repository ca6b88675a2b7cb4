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

const PROTECTED_PATH = /^\/v1\/(?:(orders|trades)(?:\/([^/]+))?|account-wallets)\/?$/;

/**
 * Which of the five protected endpoints a request path (without its query) is, or `undefined`.
 * Whether the other endpoints need the headers is "not shown": a server may protect them too, and
 * a client sends its credentials everywhere.
 */
export function protectedEndpoint(path: string): ProtectedEndpoint | undefined {
  const m = PROTECTED_PATH.exec(path);
  if (m === null) return undefined;
  if (m[1] === undefined) return 'GET /v1/account-wallets';
  return `GET /v1/${m[1] as 'orders' | 'trades'}${m[2] === undefined ? '' : '/{id}'}` as ProtectedEndpoint;
}

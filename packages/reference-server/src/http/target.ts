// Reading the request target: the route, the path id, and a strictly checked query string.
import { validationProblem, type ValidationProblem } from '@tarc/domain';
import type { EndpointName } from '../types.js';

export type Route = { endpoint: EndpointName; id?: string } | undefined;

const COLLECTIONS: Readonly<Record<string, EndpointName>> = {
  orders: 'orders',
  trades: 'trades',
  'account-wallets': 'account-wallets',
  'crypto-withdrawals': 'crypto-withdrawals',
  'crypto-deposits': 'crypto-deposits',
  'broker-pairs': 'broker-pairs',
  'crypto-assets': 'crypto-assets',
  'crypto-network-families': 'crypto-network-families',
  'fee-levels': 'fee-levels',
};

/** "all endpoints live under /v1"; `/v1/orders/{id}` and `/v1/trades/{id}` take a path id. */
export function route(path: string): Route {
  const segments = path.split('/');
  if (segments[0] !== '' || segments[1] !== 'v1') return undefined;
  const collection = segments[2];
  if (collection === undefined || !Object.hasOwn(COLLECTIONS, collection)) return undefined;
  if (segments.length === 3) return { endpoint: COLLECTIONS[collection]! };
  if (segments.length !== 4 || segments[3] === '') return undefined;
  if (collection !== 'orders' && collection !== 'trades') return undefined;
  let id: string;
  try {
    id = decodeURIComponent(segments[3]!);
  } catch {
    id = segments[3]!; // undecodable: matches no record, so the lookup answers 404
  }
  return { endpoint: collection === 'orders' ? 'order' : 'trade', id };
}

const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/**
 * Parses the query string. Unlike URLSearchParams (which keeps `%zz` as text and turns invalid
 * UTF-8 into U+FFFD), a malformed escape is a 400 on the parameter it occurs in, keyed by that
 * parameter's name whole, the empty name included: "The errors object is keyed by parameter name" (a
 * shortened name, or a word standing for an empty one, is no parameter's name; the request line's own
 * bound keeps it small).
 */
export function parseQuery(query: string): { ok: true; params: URLSearchParams } | { ok: false; problem: ValidationProblem } {
  if (query === '') return { ok: true, params: new URLSearchParams() };
  // Only a percent sign can make a part malformed.
  if (!query.includes('%')) return { ok: true, params: new URLSearchParams(query) };
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    let valid = !BAD_PERCENT.test(part);
    if (valid) {
      try {
        decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        valid = false;
      }
    }
    if (!valid) {
      let key: string;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        key = rawKey;
      }
      return { ok: false, problem: validationProblem({ [key]: ['The value is not valid percent-encoded UTF-8.'] }) };
    }
  }
  return { ok: true, params: new URLSearchParams(query) };
}

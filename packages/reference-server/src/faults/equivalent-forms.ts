// Faults of equivalent forms (issue 42): a framework's router and the server's authentication check
// that read a request differently. Each router below reaches the handler of a protected endpoint by a
// spelling, a method or a header the authentication check does not recognise, and the request is
// served without credentials (as the first demo account).
import { decodeUnreserved, resolvedSegments } from '../http/front.js';
import type { Fault, FrontReading } from './types.js';

const AUTH = 'A request without valid credentials must not get account data (OPEN-POINTS #5).';

/**
 * The five protected paths as a naive check spells them: the raw text, one trailing slash allowed (what
 * `protectedEndpoint` of @tarc/domain matched before it normalised).
 */
const RAW_PROTECTED = /^\/v1\/(?:(orders|trades)(?:\/([^/]+))?|account-wallets)\/?$/;

/** A router that reads `path` as `routed`, and an authentication check that asks about the raw path. */
function rawPathCheck(path: string, routed: string): FrontReading | void {
  if (routed !== path) return { path: routed, skipAuth: !RAW_PROTECTED.test(path) };
}

/** The `v1` and collection segments in lower case, the id as written. */
function lowerCollection(path: string): string {
  const segments = path.split('/');
  return segments.map((s, i) => (i <= 2 ? s.toLowerCase() : s)).join('/');
}

export const EQUIVALENT_FORM_FAULTS = [
  {
    name: 'auth-decoded-route-raw-check',
    description:
      'The router decodes percent-encoded unreserved characters (/v1/%6Frders is /v1/orders) while the authentication check matches the raw path: an encoded spelling is served without credentials.',
    requirements: ['AUTH-EQUIVALENT-FORMS', AUTH],
    hooks: {
      front: (c) => rawPathCheck(c.path, decodeUnreserved(c.path)),
    },
  },
  {
    name: 'auth-trailing-slash-unhooked',
    description: 'A trailing-slash route (/v1/orders/) is registered beside each route without the authentication hook.',
    requirements: ['AUTH-EQUIVALENT-FORMS', AUTH],
    hooks: {
      front: (c) => (c.path.length > 1 && c.path.endsWith('/') ? { path: c.path.slice(0, -1), skipAuth: true } : undefined),
    },
  },
  {
    name: 'auth-head-unauthenticated',
    description: 'HEAD is answered by the GET handler (without its body) but the authentication hook is registered for GET only.',
    requirements: ['AUTH-EQUIVALENT-FORMS', AUTH],
    hooks: {
      front: (c) => (c.method === 'HEAD' ? { method: 'GET', skipAuth: true } : undefined),
    },
  },
  {
    name: 'auth-method-override-before-auth',
    description:
      'X-HTTP-Method-Override is honoured before the authentication, which lets an OPTIONS request through as a CORS preflight, while the router still serves the GET.',
    requirements: ['AUTH-EQUIVALENT-FORMS', AUTH],
    hooks: {
      front(c) {
        const override = c.headers['x-http-method-override'];
        if (typeof override === 'string' && override.trim().toUpperCase() === 'OPTIONS') return { skipAuth: true };
      },
    },
  },
  {
    name: 'auth-lenient-router-raw-check',
    description:
      'The router collapses doubled slashes, resolves dot segments, ignores the letter case of /v1 and the collection, drops ;parameters and reads %2F as a slash, while the authentication check matches the raw path.',
    requirements: ['AUTH-EQUIVALENT-FORMS', AUTH],
    hooks: {
      front(c) {
        const unparameterised = c.path
          .split('/')
          .map((s) => s.replace(/;.*$/s, ''))
          .join('/');
        return rawPathCheck(c.path, lowerCollection(resolvedSegments(unparameterised.replace(/%2F/gi, '/'))));
      },
    },
  },
] as const satisfies readonly Fault[];

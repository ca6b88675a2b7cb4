// How the router reads a request's path and method before routing: as written (`pathForms: strict`),
// normalised (`lenient`), and as a fault's router in front of the core reads it (`FaultHooks.front`).
import type { IncomingMessage } from 'node:http';
import type { FaultHooks } from '../faults/types.js';
import type { ReferenceProfile } from '../types.js';

export interface Reading {
  path: string;
  method: string;
  skipAuth: boolean;
}

/** RFC 3986 2.3: percent-encoded unreserved characters are the same URI (6.2.2.2). */
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

export function decodeUnreserved(path: string): string {
  return path.replace(ENCODED_UNRESERVED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Dot segments resolved (RFC 3986 5.2.4), empty segments (doubled, trailing slashes) dropped. */
export function resolvedSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

export function readRequest(profile: Readonly<ReferenceProfile>, hooks: FaultHooks, req: IncomingMessage, path: string): Reading {
  let method = req.method ?? 'GET';
  if (profile.pathForms === 'lenient') {
    path = resolvedSegments(decodeUnreserved(path));
    // Answered as GET; node:http writes no body to a HEAD request.
    if (method === 'HEAD') method = 'GET';
  }
  const front = hooks.front?.({ path, method, headers: req.headers });
  return { path: front?.path ?? path, method: front?.method ?? method, skipAuth: front?.skipAuth ?? false };
}

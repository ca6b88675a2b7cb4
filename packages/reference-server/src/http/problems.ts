// Problem-details bodies of the errors the spec leaves to the server (401/403, 405, 500), and the
// traceId every error body carries.
import { randomBytes } from 'node:crypto';

/** A W3C trace-context id, as ASP.NET-style services write `traceId`. */
export function newTraceId(): string {
  const hex = randomBytes(24).toString('hex');
  return `00-${hex.slice(0, 32)}-${hex.slice(32)}-00`;
}

const RFC9110 = 'https://tools.ietf.org/html/rfc9110#section-';

export function authProblem(status: 401 | 403, detail: string): Record<string, unknown> {
  return status === 401
    ? { type: `${RFC9110}15.5.2`, title: 'Unauthorized', status, detail }
    : { type: `${RFC9110}15.5.4`, title: 'Forbidden', status, detail };
}

export function methodNotAllowedProblem(): Record<string, unknown> {
  return { type: `${RFC9110}15.5.6`, title: 'Method Not Allowed', status: 405 };
}

export function serverErrorProblem(): Record<string, unknown> {
  return { type: `${RFC9110}15.6.1`, title: 'An error occurred while processing your request.', status: 500 };
}

// Equivalent forms of a request (issue 42): another method (HEAD), header lines after the signed ones
// (a name may repeat), and the form's words carried with what was asked, so its exchange names no
// operation and is never recorded.
import type { ExchangeRequest, RequestOptions } from '@tarc/conformance';
import type { Sent } from './exchange.js';

/** What the caller asked besides path and query: the method when not GET, the form's words. */
export function formOf(options: RequestOptions): Pick<ExchangeRequest, 'method' | 'form'> {
  return {
    ...(options.method !== undefined && options.method !== 'GET' ? { method: options.method } : {}),
    ...(options.form !== undefined ? { form: options.form } : {}),
  };
}

/**
 * `sent` with its method and extra header lines: a line whose name the signed headers hold (in any
 * case) is sent as a second line of that name; evidence shows the values joined by `, `, as a server
 * that folds repeated fields reads them (RFC 9110 5.3).
 */
export function withLines(sent: Sent, options: RequestOptions): Sent {
  if (options.method !== undefined && options.method !== 'GET') sent.method = options.method;
  const lines = options.headerLines;
  if (lines === undefined || lines.length === 0) return sent;
  const wire: Record<string, string | string[]> = { ...sent.headers };
  const shown: Record<string, string> = { ...sent.headers };
  for (const [name, value] of lines) {
    const known = Object.keys(wire).find((n) => n.toLowerCase() === name.toLowerCase());
    if (known === undefined) {
      wire[name] = value;
      shown[name] = value;
      continue;
    }
    const before = wire[known]!;
    wire[known] = [...(Array.isArray(before) ? before : [before]), value];
    shown[known] = `${shown[known]}, ${value}`;
  }
  sent.wire = wire;
  sent.headers = shown;
  return sent;
}

/** The headers to put on the wire. */
export function wireHeaders(sent: Sent): Record<string, string | string[]> {
  return sent.wire ?? sent.headers;
}

// Header handling of the forwarding path: what goes to the target and what the rules see.

/**
 * Hop-by-hop fields (RFC 9110 §7.6.1, RFC 9112 §6.1): they concern one connection, so an
 * intermediary drops them both ways, with every `Proxy-*` field and every name `Connection` lists.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** The field names a message's `Connection` header lists (its connection options), lower case. */
function connectionOptions(rawHeaders: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() !== 'connection') continue;
    for (const token of rawHeaders[i + 1]!.split(',')) if (token.trim()) named.add(token.trim().toLowerCase());
  }
  return named;
}

function hopByHop(lower: string, named: ReadonlySet<string>): boolean {
  return HOP_BY_HOP.has(lower) || lower.startsWith('proxy-') || named.has(lower);
}

/** The end-to-end fields of a message, as flat `[name, value, …]` with their case, order and repeats. */
function endToEnd(rawHeaders: readonly string[]): string[] {
  const named = connectionOptions(rawHeaders);
  const out: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) if (!hopByHop(rawHeaders[i]!.toLowerCase(), named)) out.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  return out;
}

/** Our `Via` entry for a message received in HTTP `version` (RFC 9110 §7.6.3: received-protocol and pseudonym). */
const viaEntry = (version: string): string => `${version} tarc`;

/** `Via` with our entry appended to the ones the message already carries (one field, comma-joined). */
function withVia(headers: string[], version: string): string[] {
  const previous: string[] = [];
  const out: string[] = [];
  for (let i = 0; i + 1 < headers.length; i += 2) {
    if (headers[i]!.toLowerCase() === 'via') previous.push(headers[i + 1]!);
    else out.push(headers[i]!, headers[i + 1]!);
  }
  out.push('Via', [...previous, viaEntry(version)].join(', '));
  return out;
}

/**
 * The request headers sent to the target: the client's end-to-end fields, with their case and
 * repeats, Host naming the target, and our Via. Credentials pass unchanged. A body the client sent
 * chunked is sent chunked again (the framing of our own hop, not the client's header).
 */
export function forwardedHeaders(rawHeaders: readonly string[], host: string, version = '1.1'): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const seen = new Map<string, string>();
  const fields = withVia(endToEnd(rawHeaders), version);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const name = fields[i]!;
    const lower = name.toLowerCase();
    if (lower === 'host') continue;
    const key = seen.get(lower);
    if (key === undefined) {
      seen.set(lower, name);
      out[name] = fields[i + 1]!;
    } else {
      const previous = out[key]!;
      out[key] = Array.isArray(previous) ? [...previous, fields[i + 1]!] : [previous, fields[i + 1]!];
    }
  }
  const chunked = rawHeaders.some((v, i) => i % 2 === 0 && v.toLowerCase() === 'transfer-encoding');
  if (chunked && !seen.has('content-length')) out['Transfer-Encoding'] = 'chunked';
  out.Host = host;
  return out;
}

/**
 * The response headers given to the client: the target's end-to-end fields and our Via. Framing and
 * persistence are then the proxy's, for the client's HTTP version: Node's server writes chunked
 * framing and keep-alive to an HTTP/1.1 client, and to an HTTP/1.0 client no chunked framing and
 * no keep-alive unless it asked for it (a body of unknown length is then delimited by closing).
 */
export function returnedHeaders(rawHeaders: readonly string[], version: string): string[] {
  return withVia(endToEnd(rawHeaders), version);
}

/** Headers as one lower-case map (repeats joined with ", "), for rules and evidence. */
export function headerMap(rawHeaders: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    out[name] = name in out ? `${out[name]}, ${rawHeaders[i + 1]!}` : rawHeaders[i + 1]!;
  }
  return out;
}

/** The path and query of a request target; an absolute-form one (a client using us as its HTTP proxy) keeps only those. */
export function originForm(target: string): string {
  if (!/^https?:\/\//i.test(target)) return target;
  try {
    const u = new URL(target);
    return `${u.pathname}${u.search}`;
  } catch {
    return target;
  }
}

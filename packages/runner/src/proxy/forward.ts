// Header handling of the forwarding path: what goes to the target and what the rules see.

/**
 * Hop-by-hop fields (RFC 9110 §7.6.1, RFC 9112 §6.1): they concern one connection, so an
 * intermediary drops them both ways, with every `Proxy-*` field and every name `Connection` lists.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * The end-to-end fields of a message with our `Via` entry (RFC 9110 §7.6.3: received-protocol and
 * pseudonym) appended to the ones it carries, as flat `[name, value, …]` with their case, order and
 * repeats, and each kept name in lower case. Names are lower-cased once: this runs on every exchange.
 */
function relayed(rawHeaders: readonly string[], version: string): { fields: string[]; lower: string[]; chunked: boolean } {
  const names: string[] = [];
  let named: Set<string> | undefined; // the field names `Connection` lists (its connection options)
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const lower = rawHeaders[i]!.toLowerCase();
    names.push(lower);
    if (lower !== 'connection') continue;
    named ??= new Set();
    for (const token of rawHeaders[i + 1]!.split(',')) if (token.trim()) named.add(token.trim().toLowerCase());
  }
  const fields: string[] = [];
  const lower: string[] = [];
  const via: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = names[i / 2]!;
    if (HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named?.has(name)) continue;
    if (name === 'via') via.push(rawHeaders[i + 1]!);
    else {
      fields.push(rawHeaders[i]!, rawHeaders[i + 1]!);
      lower.push(name);
    }
  }
  via.push(`${version} tarc`);
  fields.push('Via', via.join(', '));
  lower.push('via');
  return { fields, lower, chunked: names.includes('transfer-encoding') };
}

/**
 * The request headers sent to the target: the client's end-to-end fields, with their case and
 * repeats, Host naming the target, and our Via. Credentials pass unchanged. A body the client sent
 * chunked is sent chunked again (the framing of our own hop, not the client's header).
 */
export function forwardedHeaders(rawHeaders: readonly string[], host: string, version = '1.1'): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const seen = new Map<string, string>();
  const { fields, lower: names, chunked } = relayed(rawHeaders, version);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const lower = names[i / 2]!;
    if (lower === 'host') continue;
    const key = seen.get(lower);
    if (key === undefined) {
      seen.set(lower, fields[i]!);
      out[fields[i]!] = fields[i + 1]!;
    } else {
      const previous = out[key]!;
      out[key] = Array.isArray(previous) ? [...previous, fields[i + 1]!] : [previous, fields[i + 1]!];
    }
  }
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
  return relayed(rawHeaders, version).fields;
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

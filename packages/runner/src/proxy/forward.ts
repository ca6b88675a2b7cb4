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
  let named: string[] | undefined; // the field names `Connection` lists (its connection options)
  let chunked = false;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const lower = rawHeaders[i]!.toLowerCase();
    names.push(lower);
    if (lower === 'transfer-encoding') chunked = true;
    if (lower !== 'connection') continue;
    named ??= [];
    for (const token of rawHeaders[i + 1]!.split(',')) {
      const option = token.trim().toLowerCase();
      if (option) named.push(option);
    }
  }
  const fields: string[] = [];
  const lower: string[] = [];
  let via: string | undefined;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = names[i >> 1]!;
    if (HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named?.includes(name)) continue;
    if (name === 'via') via = via === undefined ? rawHeaders[i + 1]! : `${via}, ${rawHeaders[i + 1]!}`;
    else {
      fields.push(rawHeaders[i]!, rawHeaders[i + 1]!);
      lower.push(name);
    }
  }
  fields.push('Via', via === undefined ? `${version} tarc` : `${via}, ${version} tarc`);
  lower.push('via');
  return { fields, lower, chunked };
}

/**
 * The request headers sent to the target, flat as `[name, value, …]` (Node writes them as they are,
 * no object built): the client's end-to-end fields, with their case, order and repeats, Host naming
 * the target, and our Via. Credentials pass unchanged. A body the client sent chunked is sent
 * chunked again (the framing of our own hop, not the client's header).
 */
export function forwardedHeaderList(rawHeaders: readonly string[], host: string, version = '1.1'): string[] {
  const { fields, lower, chunked } = relayed(rawHeaders, version);
  const out: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) if (lower[i / 2] !== 'host') out.push(fields[i]!, fields[i + 1]!);
  if (chunked && !lower.includes('content-length')) out.push('Transfer-Encoding', 'chunked');
  out.push('Host', host);
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

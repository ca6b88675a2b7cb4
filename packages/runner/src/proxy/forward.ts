// Header handling of the forwarding path: what goes to the target and what the rules see.

/** Hop-by-hop request headers (RFC 9110 §7.6.1): they concern the client's connection to the proxy. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade']);

/**
 * The request headers sent to the target: the client's, with their case and repeats, except the
 * hop-by-hop ones and Host, which names the target. Credentials pass unchanged.
 */
export function forwardedHeaders(rawHeaders: readonly string[], host: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const seen = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower === 'host') continue;
    const key = seen.get(lower);
    if (key === undefined) {
      seen.set(lower, name);
      out[name] = rawHeaders[i + 1]!;
    } else {
      const previous = out[key]!;
      out[key] = Array.isArray(previous) ? [...previous, rawHeaders[i + 1]!] : [previous, rawHeaders[i + 1]!];
    }
  }
  out.Host = host;
  return out;
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

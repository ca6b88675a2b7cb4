import type { Query } from '@tarc/conformance';

/**
 * `encodeURIComponent` that cannot throw: a server's string may hold a lone UTF-16 surrogate (valid
 * JSON, `"\ud800"`), which has no UTF-8 form; it is sent as U+FFFD (`%EF%BF%BD`), as `wireSafe` does.
 */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(wellFormed(text));
  }
}

/** `text` with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, Node 20+). */
function wellFormed(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    out += `${text.slice(from, i)}\uFFFD`;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Encodes a query in exploded form: "STRING[]: a repeated query parameter, one occurrence per
 * value (RFC 6570 exploded form), e.g. name=<v1>&name=<v2>". Undefined values are left out.
 * `byName` orders the parameters by name (a repeated parameter's values keep their order).
 */
export function encodeQuery(query: Query | undefined, byName = false): string {
  if (!query) return '';
  const parts: string[] = [];
  const names = Object.keys(query);
  if (byName) names.sort();
  for (const name of names) {
    const value = query[name];
    if (value === undefined) continue;
    const key = encodeComponent(name);
    if (Array.isArray(value)) {
      for (const v of value as readonly (string | number)[]) parts.push(`${key}=${encodeComponent(String(v))}`);
    } else {
      parts.push(`${key}=${encodeComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/**
 * Makes a path or raw query sendable without changing what it says: only what cannot appear in a
 * request line (spaces, controls, non-ASCII as UTF-8, and `#`) is percent-encoded; `%` sequences,
 * even malformed ones, pass as they are.
 */
export function wireSafe(text: string): string {
  return text.replace(/[^\u0021-\u007e]|#/gu, (c) => encodeComponent(c));
}

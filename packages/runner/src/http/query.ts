import type { Query } from '@tarc/conformance';

/**
 * Encodes a query in exploded form: "STRING[]: a repeated query parameter, one occurrence per
 * value (RFC 6570 exploded form), e.g. name=<v1>&name=<v2>". Undefined values are left out.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const v of value as readonly (string | number)[]) parts.push(`${key}=${encodeURIComponent(String(v))}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
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
  return text.replace(/[^\u0021-\u007e]|#/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD
    }
  });
}

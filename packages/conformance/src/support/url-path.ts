// The path of a recorded exchange's URL. Final checks read the path of every exchange of the run
// (about a thousand): `new URL` costs microseconds each, while a plain path is its own pathname.

/** Characters a URL parser leaves as they are in a path (no dot segment, no percent, no backslash). */
const PLAIN_PATH = /^\/[A-Za-z0-9_/-]*$/;
const NOT_IN_AUTHORITY = /[?#\\]/;

/** `new URL(url).pathname`, read in place when the path needs no normalising. */
export function pathnameOf(url: string): string {
  const scheme = url.indexOf('://');
  const start = scheme < 0 ? -1 : url.indexOf('/', scheme + 3);
  if (start >= 0 && !NOT_IN_AUTHORITY.test(url.slice(scheme + 3, start))) {
    let end = url.indexOf('?', start);
    if (end < 0) end = url.length;
    const hash = url.indexOf('#', start);
    if (hash >= 0 && hash < end) end = hash;
    const path = url.slice(start, end);
    if (PLAIN_PATH.test(path)) return path;
  }
  return new URL(url).pathname;
}

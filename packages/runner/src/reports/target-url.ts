/**
 * The one form a target URL is stored and compared in (run, merge, rerun, grid): scheme and host as
 * URL normalizes them, the default port dropped, no trailing slash, no query or fragment (the HTTP
 * client sends neither). `https://x/` and `https://x` are one target.
 */
export function canonicalBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

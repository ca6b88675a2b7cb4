// Which proxy a run's requests to its target went through, for the report: the choice undici's
// EnvHttpProxyAgent makes (gateway.ts's createDispatcher), and the proxy's URL without its credentials.
import type { ProxySettings } from '../types.js';

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** NO_PROXY as EnvHttpProxyAgent reads it: `*`, or entries `host[:port]` matching the host or its subdomains. */
function bypassed(url: URL, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  if (noProxy.trim() === '*') return true;
  const hostname = url.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(url.port, 10) || DEFAULT_PORTS[url.protocol] || 0;
  return noProxy
    .split(/[,\s]/)
    .filter((entry) => entry !== '')
    .some((entry) => {
      const parsed = /^(.+):(\d+)$/.exec(entry);
      const host = (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase();
      if (parsed && Number.parseInt(parsed[2]!, 10) !== port) return false;
      return hostname === host || hostname.endsWith(`.${host}`);
    });
}

/** A proxy URL as a report may show it: scheme, host and port; a user name or password never. */
export function proxyShown(proxyUrl: string): string {
  try {
    const url = new URL(proxyUrl);
    return `${url.protocol}//${url.host}${url.username || url.password ? ' (with credentials, not shown)' : ''}`;
  } catch {
    return '(a proxy URL that is not a URL)';
  }
}

/**
 * The proxy requests to `baseUrl` go through (shown by proxyShown), or undefined: HTTPS_PROXY (else
 * HTTP_PROXY) for an https target, HTTP_PROXY for an http one, none when NO_PROXY names the host.
 */
export function proxyUsedFor(baseUrl: string, proxy: ProxySettings | undefined): string | undefined {
  if (!proxy) return undefined;
  const url = new URL(baseUrl);
  const chosen = url.protocol === 'https:' ? (proxy.httpsProxy ?? proxy.httpProxy) : proxy.httpProxy;
  if (!chosen || bypassed(url, proxy.noProxy)) return undefined;
  return proxyShown(chosen);
}

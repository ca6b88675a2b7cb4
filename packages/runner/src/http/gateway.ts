// Servers behind a gateway: extra headers (an API gateway's key), an HTTP(S) proxy from the standard
// variables (through undici's own EnvHttpProxyAgent), and a private CA (NODE_EXTRA_CA_CERTS, which
// Node reads at start: nothing to do here but document it).
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { ConfigError } from '../config-error.js';
import type { ProxySettings } from '../types.js';

/** A header whose name says it carries a credential: its value is hidden like the API secret. */
const CREDENTIAL_NAME = /auth|token|secret|passw|key|cookie|session|signature|credential|bearer|jwt/i;

export const isCredentialHeader = (name: string): boolean => CREDENTIAL_NAME.test(name);

/** Headers the HTTP layer owns: a gateway header may not replace them. */
const RESERVED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'upgrade', 'keep-alive', 'expect', 'te', 'trailer']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `--header 'Name: value'` (repeatable) → headers; a malformed or reserved one is a ConfigError. */
export function parseHeaders(lines: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    // Never echo the value: it may be a credential.
    if (!TOKEN.test(name)) throw new ConfigError(`--header expects 'Name: value', got a header without a valid name${name ? ` ("${name}")` : ''}`);
    if (/[\r\n\0]/.test(value)) throw new ConfigError(`--header ${name}: the value must not contain line breaks`);
    if (RESERVED.has(name.toLowerCase())) throw new ConfigError(`--header ${name}: tarc's HTTP client sets this header itself`);
    if (seen.has(name.toLowerCase())) throw new ConfigError(`--header ${name} given twice`);
    seen.add(name.toLowerCase());
    out[name] = value;
  }
  return out;
}

/** The credential values among gateway headers: hidden everywhere, like the API secret. */
export function credentialValues(headers: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(headers ?? {})
    .filter(([name, value]) => isCredentialHeader(name) && value.length > 0)
    .map(([, value]) => value);
}

/** HTTP_PROXY, HTTPS_PROXY and NO_PROXY (either case, lower case first as curl does); undefined when none is set. */
export function proxyFromEnv(env: Readonly<Record<string, string | undefined>>): ProxySettings | undefined {
  const pick = (name: string) => env[name.toLowerCase()] || env[name] || undefined;
  const httpProxy = pick('HTTP_PROXY');
  const httpsProxy = pick('HTTPS_PROXY');
  const noProxy = pick('NO_PROXY');
  if (!httpProxy && !httpsProxy) return undefined;
  for (const [name, value] of [
    ['HTTP_PROXY', httpProxy],
    ['HTTPS_PROXY', httpsProxy],
  ] as const) {
    if (value === undefined) continue;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ConfigError(`${name} must be an http(s) URL of a proxy`);
  }
  return { ...(httpProxy ? { httpProxy } : {}), ...(httpsProxy ? { httpsProxy } : {}), ...(noProxy ? { noProxy } : {}) };
}

/**
 * The dispatcher of a run: a plain Agent, or undici's EnvHttpProxyAgent when a proxy is set. The
 * settings are passed explicitly (empty when absent) so the process environment is read in one
 * place, and the embedded server is never proxied.
 */
export function createDispatcher(agentOptions: Agent.Options, proxy: ProxySettings | undefined): Dispatcher {
  if (!proxy || (!proxy.httpProxy && !proxy.httpsProxy)) return new Agent(agentOptions);
  return new EnvHttpProxyAgent({
    ...agentOptions,
    httpProxy: proxy.httpProxy ?? '',
    httpsProxy: proxy.httpsProxy ?? proxy.httpProxy ?? '',
    noProxy: proxy.noProxy ?? '',
  });
}

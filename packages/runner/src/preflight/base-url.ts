// Preflight: does the base URL serve /v1? tarc adds `/v1/...` itself, so a base URL ending in /v1
// earns a hint instead of a run of /v1/v1/... 404s blamed on the server.
import { ConfigError } from '../config-error.js';
import type { RunHttpClient } from '../http/client.js';

const PUBLIC_PATHS = ['/v1/broker-pairs', '/v1/fee-levels', '/v1/crypto-assets'];

export async function confirmBaseUrl(http: RunHttpClient, baseUrl: string): Promise<void> {
  const answers = await Promise.all(PUBLIC_PATHS.map((path) => http.get(path)));
  if (!answers.every((a) => a.status === 404)) return;
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/v1')) {
    url.pathname = path.slice(0, -3) || '/';
    throw new ConfigError(
      `the base URL ends in /v1 and tarc adds /v1 itself (GET ${PUBLIC_PATHS[0]} answered 404 under it); use --base-url ${url.toString().replace(/\/$/, '')}`,
    );
  }
  throw new ConfigError(`the base URL does not serve /v1: ${PUBLIC_PATHS.map((p) => `GET ${p}`).join(', ')} all answered 404; check --base-url`);
}

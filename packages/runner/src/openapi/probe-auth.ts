// `--secured-from URL`: which of the six endpoints whose need for the auth headers is "not shown"
// (OPEN-POINTS #6) the server protects, seen as the suite sees it: a request without credentials is
// refused (401 or 403). Only GETs, one per endpoint, no credentials sent.
import { formatTimestamp, instantFromDate, addDays } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { UNSTATED_AUTH_ENDPOINTS, type UnstatedAuthEndpoint } from './options.js';

/** The transfer lists require both dates; a refusal for their absence must not pass for an auth refusal. */
const NEEDS_DATES: ReadonlySet<UnstatedAuthEndpoint> = new Set(['crypto-withdrawals', 'crypto-deposits']);

export async function probeSecuredEndpoints(baseUrl: string, options: { now?: Date; timeoutMs?: number } = {}): Promise<UnstatedAuthEndpoint[]> {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    throw new ConfigError(`--secured-from expects a URL, got "${baseUrl}"`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new ConfigError(`--secured-from expects an http(s) URL, got "${baseUrl}"`);
  const at = instantFromDate(options.now ?? new Date());
  const dates = `?createdAtBefore=${encodeURIComponent(formatTimestamp(at, 7))}&createdAtAfter=${encodeURIComponent(formatTimestamp(addDays(at, -30), 7))}`;
  const root = base.href.replace(/\/+$/, '');
  const secured: UnstatedAuthEndpoint[] = [];
  for (const endpoint of UNSTATED_AUTH_ENDPOINTS) {
    const url = `${root}/v1/${endpoint}${NEEDS_DATES.has(endpoint) ? dates : ''}`;
    let status: number;
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      await response.body?.cancel();
      status = response.status;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new ConfigError(`--secured-from: no HTTP answer from ${root}/v1/${endpoint} (${cause})`);
    }
    if (status === 401 || status === 403) secured.push(endpoint);
  }
  return secured;
}

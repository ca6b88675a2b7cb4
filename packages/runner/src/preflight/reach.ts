// Preflight: is there an HTTP server at all? Unreachable is exit 3, said before anything else.
import { TransportError } from '@tarc/conformance';
import type { Evidence } from '@tarc/conformance';
import type { RunHttpClient } from '../http/client.js';
import { trustHint } from './trust-hint.js';

export type Reach = { reachable: true; firstPair?: string } | { reachable: false; message: string; evidence: Evidence[] };

async function attempt(http: RunHttpClient, path: string): Promise<{ json: unknown } | TransportError> {
  try {
    return await http.get(path);
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
}

/** Unreachable only when neither reference data nor orders get any HTTP answer. */
export async function reachTarget(http: RunHttpClient): Promise<Reach> {
  const pairs = await attempt(http, '/v1/broker-pairs');
  if (!(pairs instanceof TransportError)) {
    const first = Array.isArray(pairs.json) ? (pairs.json as unknown[]).find((p) => typeof (p as { symbol?: unknown })?.symbol === 'string') : undefined;
    return { reachable: true, ...(first ? { firstPair: (first as { symbol: string }).symbol } : {}) };
  }
  const orders = await attempt(http, '/v1/orders');
  if (!(orders instanceof TransportError)) return { reachable: true };
  const why = pairs.evidence.error ?? pairs.message;
  const hint = trustHint(why);
  return {
    reachable: false,
    // The hint first: a console line is clipped, and Node's own words about the certificate are long.
    message: `${hint ? `${hint}; ` : ''}no HTTP answer from GET /v1/broker-pairs nor GET /v1/orders (${why})`,
    evidence: [pairs.evidence, orders.evidence],
  };
}

// Loopback HTTP client for the server benchmark: signed GETs on undici, sequential (latency) or
// with N in flight (throughput). Every loop is bounded in count and in time.
import { randomBytes } from 'node:crypto';
import { dependencyOf, domain } from './modules.mjs';

export async function createLoadClient(baseUrl, account, connections) {
  const { signRequest } = await domain();
  const { Agent } = await dependencyOf('runner', 'undici');
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const origin = new URL(baseUrl).origin;
  const headers = () => signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp: Date.now(), nonce: randomBytes(16).toString('hex') });

  async function get(path) {
    const started = performance.now();
    const response = await agent.request({ origin, path, method: 'GET', headers: headers() });
    const body = Buffer.from(await response.body.arrayBuffer());
    return { status: response.statusCode, contentType: response.headers['content-type'], body, ms: performance.now() - started };
  }

  return {
    get,
    /** `count` requests over `paths` (cycled), `inFlight` at a time, stopping early after `maxMs`. */
    async load(paths, { count, inFlight, maxMs }) {
      let next = 0;
      let done = 0;
      const t0 = performance.now();
      const deadline = t0 + maxMs;
      async function worker() {
        while (next < count && performance.now() < deadline) {
          const path = paths[next++ % paths.length];
          const reply = await get(path);
          if (reply.status >= 500) throw new Error(`${reply.status} for ${path}`);
          done++;
        }
      }
      await Promise.all(Array.from({ length: inFlight }, worker));
      return { requests: done, perSecond: done / ((performance.now() - t0) / 1000) };
    },
    close: () => agent.close(),
  };
}

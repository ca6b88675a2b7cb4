// Two runs with the same seed against the same server (the same `now` on both sides) give the same
// verdicts, messages and evidence, and send the same requests: only durations, the run's start,
// stamps, nonces and signatures differ.
import { startReferenceServer } from '@tarc/reference-server';
import type { FaultName, ReferenceServer } from '@tarc/reference-server';
import { defaultSigner, runSuite } from '@tarc/runner';
import type { Signer } from '@tarc/runner';
import type { RunReport, RunSuiteOptions } from '@tarc/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');

/** Values that are the wall clock's or fresh per request, whatever the seed. */
const VOLATILE_KEYS = new Set(['durationMs', 'startedAt']);
const VOLATILE_HEADERS = /^(x-stamp|x-nonce|x-signature|date|x-trace-id)$/i;

/** The report with wall-clock values, stamps, nonces, signatures and trace ids replaced by a mark. */
function normalized(report: RunReport): unknown {
  const trace = new Map<string, string>();
  const walk = (value: unknown, key?: string): unknown => {
    if (key !== undefined && (VOLATILE_KEYS.has(key) || VOLATILE_HEADERS.test(key))) return '<volatile>';
    if (key === 'traceId' && typeof value === 'string') {
      if (!trace.has(value)) trace.set(value, `<trace ${trace.size}>`);
      return trace.get(value);
    }
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (typeof value === 'string') return value.replace(/(X-(Stamp|Nonce|Signature): )[^"'\s]+/gi, '$1<volatile>');
    return value;
  };
  return walk(report);
}

/** The default signer, noting each signed request (method and URL) in the order they are sent. */
function recordingSigner(log: string[]): Signer {
  return (request) => {
    log.push(`${request.method} ${request.url}`);
    return defaultSigner(request);
  };
}

describe.each<{ server: string; fault?: FaultName }>([
  { server: 'the pristine server' },
  // Its 5xx are listed by general.no-5xx: the listing must not follow completion order.
  { server: 'a server with 5xx', fault: 'server-error-on-bad-page' },
  { server: 'a server with 5xx for several checks at once', fault: 'orders-unknown-pair-500' },
])('determinism against $server', ({ fault }) => {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await startReferenceServer({ seed: 1, now: NOW, ...(fault ? { fault } : {}) });
  });
  afterAll(() => server?.close());

  const run = async (options: Partial<RunSuiteOptions>) => {
    const [first, second] = server.accounts;
    const requests: string[] = [];
    const report = await runSuite({
      baseUrl: server.url,
      credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret },
      secondCredentials: { apiKey: second!.apiKey, apiSecret: second!.apiSecret },
      signer: recordingSigner(requests),
      now: NOW,
      seed: 7,
      runs: 5,
      ...options,
    });
    return { report, requests };
  };

  it('gives the same results, messages, evidence and requirement lists for the same seed', async () => {
    const a = await run({});
    const b = await run({});
    expect(a.report.summary.verdict).toBe(fault ? 'fail' : 'pass');
    expect(a.report.results.length).toBeGreaterThan(100);
    expect(normalized(b.report)).toEqual(normalized(a.report));
    // Concurrent checks interleave their requests in completion order, but send the same ones.
    expect([...b.requests].sort()).toEqual([...a.requests].sort());
  });

  it('sends the same requests in the same order when run sequentially', async () => {
    const a = await run({ concurrency: 1 });
    const b = await run({ concurrency: 1 });
    expect(a.requests.length).toBeGreaterThan(100);
    expect(b.requests).toEqual(a.requests);
    expect(normalized(b.report)).toEqual(normalized(a.report));
  });

  it('is sensitive: another seed sends other requests', async () => {
    const a = await run({ concurrency: 1 });
    const other = await run({ concurrency: 1, seed: 8 });
    expect(other.requests).not.toEqual(a.requests);
  });
});

// Benchmark 5: the reference server's sustained throughput, once its nonce store is full. Every
// signed request leaves a nonce in a store of 100,000 entries (packages/reference-server/src/server.ts);
// a round shorter than that never sees the full store, which is where a slow store shows. Floor: a
// bare node:http server answering the same recorded bytes for the same URLs (no authentication).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './lib/child.mjs';
import { createLoadClient } from './lib/load.mjs';
import { queryMix } from './lib/query-mix.mjs';
import { quantile } from './lib/stats.mjs';

const NOW = new Date('2026-06-01T12:00:00Z');
/** The server's nonce store capacity (NONCE_CACHE_SIZE in packages/reference-server/src/server.ts). */
export const NONCE_STORE_SIZE = 100_000;

/** `count` requests (or until `maxMs`), `inFlight` at a time; each one's end time and latency. */
async function timedLoad(client, paths, { count, inFlight, maxMs }) {
  const ends = [];
  const ms = [];
  let next = 0;
  const t0 = performance.now();
  const deadline = t0 + maxMs;
  async function worker() {
    while (next < count && performance.now() < deadline) {
      const path = paths[next++ % paths.length];
      const reply = await client.get(path);
      if (reply.status >= 500) throw new Error(`${reply.status} for ${path}`);
      ends.push(performance.now() - t0);
      ms.push(reply.ms);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { ends, ms, wallMs: performance.now() - t0 };
}

/** Throughput and p99 of the requests that ended within [fromMs, toMs) of the load's start. */
function slice(load, fromMs, toMs) {
  const ms = [];
  for (let i = 0; i < load.ends.length; i++) if (load.ends[i] >= fromMs && load.ends[i] < toMs) ms.push(load.ms[i]);
  ms.sort((a, b) => a - b);
  const span = Math.min(toMs, load.wallMs) - fromMs;
  return { perSecond: ms.length / (span / 1000), p99: quantile(ms, 0.99), requests: ms.length };
}

/** Throughput and p99 of the requests past the `skip` first (by end time). */
function after(load, skip) {
  const from = skip > 0 ? load.ends[Math.min(skip, load.ends.length) - 1] : 0;
  return slice(load, from, Infinity);
}

/**
 * One load of `count` requests (more than the store holds: the figure is the part after it filled),
 * or, with `seconds`, a load of that many seconds whose first and last 10 s are reported apart.
 */
export async function serverSustained({ count = Math.round(NONCE_STORE_SIZE * 1.3), seconds, inFlight = 8, urls = 300, log = console.log } = {}) {
  const server = await startChild('reference-server-child.mjs', ['3000', NOW.toISOString()]);
  const dir = mkdtempSync(join(tmpdir(), 'tarc-bench-'));
  let floorServer;
  const clients = [];
  try {
    const { url, accounts } = server.first;
    const client = await createLoadClient(url, accounts[0], inFlight);
    clients.push(client);
    const paths = [...new Set(queryMix(NOW, urls))];
    const recording = {};
    for (const path of paths) {
      const r = await client.get(path);
      recording[path] = { status: r.status, contentType: r.contentType, body: r.body.toString('base64') };
    }
    const file = join(dir, 'recording.json');
    writeFileSync(file, JSON.stringify(recording));
    floorServer = await startChild('bytes-server-child.mjs', [file]);
    const floorClient = await createLoadClient(floorServer.first.url, accounts[0], inFlight);
    clients.push(floorClient);
    await floorClient.load(paths, { count: 3000, inFlight, maxMs: 10_000 }); // warm-up

    const rows = [];
    const name = 'server sustained (3,000 orders)';
    if (seconds !== undefined) {
      const load = await timedLoad(client, paths, { count: Infinity, inFlight, maxMs: seconds * 1000 });
      const floor = after(await timedLoad(floorClient, paths, { count: Infinity, inFlight, maxMs: 20_000 }), 0);
      const first = slice(load, 0, 10_000);
      const last = slice(load, load.wallMs - 10_000, Infinity);
      log(
        `  ${load.ends.length} signed requests in ${(load.wallMs / 1000).toFixed(0)} s (the store holds ${NONCE_STORE_SIZE}); floor ${floor.perSecond.toFixed(0)} req/s, p99 ${floor.p99.toFixed(2)} ms`,
      );
      for (const [label, s] of [
        ['first 10 s', first],
        ['last 10 s', last],
      ]) {
        log(`  ${label}: ${s.perSecond.toFixed(0)} req/s (ratio ${(s.perSecond / floor.perSecond).toFixed(2)}), p99 ${s.p99.toFixed(2)} ms`);
        rows.push({
          benchmark: name,
          figure: `throughput, ${label} of ${seconds} s (${inFlight} in flight)`,
          unit: 'req/s',
          value: one(s.perSecond),
          floor: one(floor.perSecond),
          ratio: one(s.perSecond / floor.perSecond),
          target: 'ratio ≥ 0.5',
          holds: s.perSecond / floor.perSecond >= 0.5,
        });
        rows.push({
          benchmark: name,
          figure: `p99, ${label}`,
          unit: 'ms',
          value: one(s.p99),
          floor: one(floor.p99),
          ratio: one(s.p99 / floor.p99),
          target: '',
          holds: undefined,
        });
      }
      return rows;
    }
    const load = await timedLoad(client, paths, { count, inFlight, maxMs: 60_000 });
    if (load.ends.length <= NONCE_STORE_SIZE) log(`  only ${load.ends.length} requests within 60 s: the store never filled`);
    const filling = slice(load, 0, load.ends[Math.min(NONCE_STORE_SIZE, load.ends.length) - 1]);
    const full = after(load, NONCE_STORE_SIZE);
    const floor = after(await timedLoad(floorClient, paths, { count: 30_000, inFlight, maxMs: 20_000 }), 0);
    log(
      `  ${load.ends.length} signed requests in ${(load.wallMs / 1000).toFixed(1)} s; while the store filled: ${filling.perSecond.toFixed(0)} req/s, ` +
        `p99 ${filling.p99.toFixed(2)} ms; once full (${full.requests} requests): ${full.perSecond.toFixed(0)} req/s, p99 ${full.p99.toFixed(2)} ms`,
    );
    const ratio = full.perSecond / floor.perSecond;
    return [
      {
        benchmark: name,
        figure: `throughput once the nonce store is full (${inFlight} in flight)`,
        unit: 'req/s',
        value: one(full.perSecond),
        floor: one(floor.perSecond),
        ratio: one(ratio),
        target: 'ratio ≥ 0.5',
        holds: ratio >= 0.5,
      },
      {
        benchmark: name,
        figure: 'p99 once the nonce store is full',
        unit: 'ms',
        value: one(full.p99),
        floor: one(floor.p99),
        ratio: one(full.p99 / floor.p99),
        target: '',
        holds: undefined,
      },
    ];
  } finally {
    for (const c of clients) await c.close();
    await floorServer?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const one = (v) => ({ median: v, min: v, max: v, n: 1 });

// Benchmark 3: the reference server with 1,000,000 orders in its own process: start time, resident
// memory, page-query latency over a mix of filters, pages and windows, and throughput under load.
// Floor: a bare node:http server answering the same recorded bytes for the same URLs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './lib/child.mjs';
import { createLoadClient } from './lib/load.mjs';
import { queryClass, queryMix } from './lib/query-mix.mjs';
import { mib, quantile, summary } from './lib/stats.mjs';

const NOW = new Date('2026-06-01T12:00:00Z');

async function timedStart(script, args) {
  const t0 = performance.now();
  const child = await startChild(script, args, { execArgv: ['--expose-gc'] });
  return { child, ms: performance.now() - t0 };
}

async function latencies(client, paths) {
  const ms = [];
  for (const path of paths) ms.push((await client.get(path)).ms);
  return ms.sort((a, b) => a - b);
}

export async function serverScale({ orders = 1_000_000, starts = 3, urls = 1000, loadCount = 3000, inFlight = 8, rounds = 3, log = console.log } = {}) {
  const args = [String(orders), NOW.toISOString()];
  const startMs = [];
  const bareStartMs = [];
  let server;
  for (let i = 0; i < starts; i++) {
    const started = await timedStart('reference-server-child.mjs', args);
    startMs.push(started.ms);
    const bare = await timedStart('bytes-server-child.mjs', []); // floor: a bare node:http process
    bareStartMs.push(bare.ms);
    await bare.child.stop();
    if (i < starts - 1) await started.child.stop();
    else server = started.child;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tarc-bench-'));
  let floorServer;
  const clients = [];
  try {
    const { url, accounts, rss: rssAfterStart } = server.first;
    const client = await createLoadClient(url, accounts[0], inFlight);
    clients.push(client);
    const paths = [...new Set(queryMix(NOW, urls))];
    for (const path of paths.slice(0, 100)) await client.get(path); // warm-up

    // Record the reference server's answers (sequential: these are the latency samples).
    const recording = {};
    const ours = [];
    for (const path of paths) {
      const r = await client.get(path);
      if (r.status >= 500) throw new Error(`${r.status} for ${path}`);
      ours.push(r.ms);
      recording[path] = { status: r.status, contentType: r.contentType, body: r.body.toString('base64') };
    }
    ours.sort((a, b) => a - b);
    const file = join(dir, 'recording.json');
    writeFileSync(file, JSON.stringify(recording));
    const bare = await timedStart('bytes-server-child.mjs', [file]);
    floorServer = bare.child;
    const floorClient = await createLoadClient(floorServer.first.url, accounts[0], inFlight);
    clients.push(floorClient);
    for (const path of paths.slice(0, 100)) await floorClient.get(path);
    const floorLatency = await latencies(floorClient, paths);

    const rps = [];
    const floorRps = [];
    for (let i = 0; i < rounds; i++) {
      rps.push((await client.load(paths, { count: loadCount, inFlight, maxMs: 20_000 })).perSecond);
      floorRps.push((await floorClient.load(paths, { count: loadCount, inFlight, maxMs: 20_000 })).perSecond);
    }
    // Where the time goes: throughput per class of query, against the floor's for the same URLs.
    const classes = [...new Set(paths.map(queryClass))];
    for (const c of classes) {
      const subset = paths.filter((p) => queryClass(p) === c);
      const ours = (await client.load(subset, { count: 600, inFlight, maxMs: 10_000 })).perSecond;
      const bare = (await floorClient.load(subset, { count: 600, inFlight, maxMs: 10_000 })).perSecond;
      log(`  ${c.padEnd(38)} ${ours.toFixed(0).padStart(6)} req/s vs floor ${bare.toFixed(0).padStart(6)} (ratio ${(ours / bare).toFixed(2)})`);
    }
    const { maxRss } = await server.ask({ cmd: 'memory' });
    const statuses = {};
    for (const r of Object.values(recording)) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    log(
      `  ${paths.length} distinct URLs, statuses ${JSON.stringify(statuses)}; RSS after start ${mib(rssAfterStart).toFixed(0)} MiB, ` +
        `peak ${mib(maxRss).toFixed(0)} MiB; latency p99 ${quantile(ours, 0.99).toFixed(2)} ms, max ${ours[ours.length - 1].toFixed(1)} ms`,
    );
    const ratios = rps.map((v, i) => v / floorRps[i]);
    const median = quantile(ours, 0.5);
    const one = (v) => ({ median: v, min: v, max: v, n: 1 });
    const size = orders.toLocaleString('en-US');
    return [
      {
        benchmark: `server (${size} orders)`,
        figure: 'start (fork to listening)',
        unit: 's',
        value: summary(startMs.map((v) => v / 1000)),
        floor: summary(bareStartMs.map((v) => v / 1000)),
        target: '< 15 s',
        holds: summary(startMs).median < 15_000,
      },
      {
        benchmark: `server (${size} orders)`,
        figure: 'resident memory, peak',
        unit: 'MiB',
        value: one(mib(maxRss)),
        target: '< 1024 MiB',
        holds: maxRss < 1024 ** 3,
      },
      {
        benchmark: `server (${size} orders)`,
        figure: `page latency median (${paths.length} URLs, sequential)`,
        unit: 'ms',
        value: one(median),
        floor: one(quantile(floorLatency, 0.5)),
        ratio: one(median / quantile(floorLatency, 0.5)),
        target: '< 5 ms',
        holds: median < 5,
      },
      {
        benchmark: `server (${size} orders)`,
        figure: 'page latency p99',
        unit: 'ms',
        value: one(quantile(ours, 0.99)),
        floor: one(quantile(floorLatency, 0.99)),
        ratio: one(quantile(ours, 0.99) / quantile(floorLatency, 0.99)),
        target: '',
        holds: undefined,
      },
      {
        benchmark: `server (${size} orders)`,
        figure: `throughput (${inFlight} in flight, ${loadCount} req)`,
        unit: 'req/s',
        value: summary(rps),
        floor: summary(floorRps),
        ratio: summary(ratios),
        target: 'ratio ≥ 0.5',
        holds: summary(ratios).median >= 0.5,
      },
    ];
  } finally {
    for (const c of clients) await c.close();
    await floorServer?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Benchmark 5: `tarc proxy` in front of the reference server: the latency it adds (p50, p99) and
// the throughput it keeps, against direct connections to the same server, and against a bare
// forwarding proxy (lib/bare-proxy-child.mjs: what a proxy process costs without any validation).
// Server, proxy and load client run in their own processes; the same URLs, signed afresh, go every
// way, alternating.
import { startChild } from './lib/child.mjs';
import { createLoadClient } from './lib/load.mjs';
import { queryMix } from './lib/query-mix.mjs';
import { quantile, summary } from './lib/stats.mjs';

const NOW = new Date('2026-06-01T12:00:00Z');

export async function proxyOverhead({ orders = 3000, urls = 600, rounds = 3, loadCount = 3000, inFlight = 8, log = console.log } = {}) {
  const server = await startChild('reference-server-child.mjs', [String(orders), NOW.toISOString()]);
  let proxy;
  let bare;
  const clients = [];
  try {
    const { url, accounts } = server.first;
    proxy = await startChild('proxy-child.mjs', [url], {
      execArgv: process.env.TARC_BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.TARC_BENCH_PROFILE_DIR}`] : [],
    });
    bare = await startChild('bare-proxy-child.mjs', [url]);
    const direct = await createLoadClient(url, accounts[0], inFlight);
    const proxied = await createLoadClient(proxy.first.url, accounts[0], inFlight);
    const bareProxied = await createLoadClient(bare.first.url, accounts[0], inFlight);
    clients.push(direct, proxied, bareProxied);
    const paths = [...new Set(queryMix(NOW, urls))];
    for (const path of paths.slice(0, 100)) {
      await direct.get(path);
      await proxied.get(path); // warm-up of every path (and of the proxy's validators)
      await bareProxied.get(path);
    }
    // Latency: each URL sequentially, direct and proxied back to back, the order alternating.
    const p50 = [],
      p99 = [],
      added50 = [],
      added99 = [],
      bare50 = [],
      bare99 = [];
    for (let r = 0; r < rounds; r++) {
      const a = [],
        b = [],
        c = [];
      for (const [i, path] of paths.entries()) {
        if ((i + r) % 2 === 0) {
          a.push((await direct.get(path)).ms);
          b.push((await proxied.get(path)).ms);
        } else {
          b.push((await proxied.get(path)).ms);
          a.push((await direct.get(path)).ms);
        }
        c.push((await bareProxied.get(path)).ms);
      }
      a.sort((x, y) => x - y);
      b.sort((x, y) => x - y);
      c.sort((x, y) => x - y);
      bare50.push(quantile(c, 0.5) - quantile(a, 0.5));
      bare99.push(quantile(c, 0.99) - quantile(a, 0.99));
      p50.push([quantile(a, 0.5), quantile(b, 0.5)]);
      p99.push([quantile(a, 0.99), quantile(b, 0.99)]);
      added50.push(quantile(b, 0.5) - quantile(a, 0.5));
      added99.push(quantile(b, 0.99) - quantile(a, 0.99));
    }
    // Throughput: the same load every way, alternating rounds.
    const directRps = [],
      proxiedRps = [],
      bareRps = [];
    for (let r = 0; r < rounds; r++) {
      directRps.push((await direct.load(paths, { count: loadCount, inFlight, maxMs: 20_000 })).perSecond);
      proxiedRps.push((await proxied.load(paths, { count: loadCount, inFlight, maxMs: 20_000 })).perSecond);
      bareRps.push((await bareProxied.load(paths, { count: loadCount, inFlight, maxMs: 20_000 })).perSecond);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last validations
    const stats = await proxy.ask({ cmd: 'stats' });
    log(
      `  ${paths.length} distinct URLs; proxy: ${stats.exchanges} exchanges, ${stats.judged} judged, ${stats.findings} findings` +
        `${stats.findings ? ` ${JSON.stringify(stats.codes)}; first: ${stats.first.join(' | ')}` : ''}`,
    );
    const ratios = proxiedRps.map((v, i) => v / directRps[i]);
    const bareRatios = proxiedRps.map((v, i) => v / bareRps[i]);
    const bench = `proxy (${orders.toLocaleString('en-US')} orders)`;
    const added50s = summary(added50);
    const added99s = summary(added99);
    return [
      {
        benchmark: bench,
        figure: 'latency p50, proxied (floor: direct)',
        unit: 'ms',
        value: summary(p50.map((x) => x[1])),
        floor: summary(p50.map((x) => x[0])),
        ratio: summary(p50.map((x) => x[1] / x[0])),
      },
      {
        benchmark: bench,
        figure: "added latency p50 (floor: bare proxy's)",
        unit: 'ms',
        value: added50s,
        floor: summary(bare50),
        target: '< 1 ms',
        holds: added50s.median < 1,
      },
      {
        benchmark: bench,
        figure: 'latency p99, proxied (floor: direct)',
        unit: 'ms',
        value: summary(p99.map((x) => x[1])),
        floor: summary(p99.map((x) => x[0])),
        ratio: summary(p99.map((x) => x[1] / x[0])),
      },
      {
        benchmark: bench,
        figure: "added latency p99 (floor: bare proxy's)",
        unit: 'ms',
        value: added99s,
        floor: summary(bare99),
        target: '< 5 ms',
        holds: added99s.median < 5,
      },
      {
        benchmark: bench,
        figure: `throughput (${inFlight} in flight, ${loadCount} req)`,
        unit: 'req/s',
        value: summary(proxiedRps),
        floor: summary(directRps),
        ratio: summary(ratios),
        target: 'ratio ≥ 0.25',
        holds: summary(ratios).median >= 0.25,
      },
      {
        benchmark: bench,
        figure: 'throughput vs a bare forwarding proxy',
        unit: 'req/s',
        value: summary(proxiedRps),
        floor: summary(bareRps),
        ratio: summary(bareRatios),
        target: 'ratio ≥ 0.7',
        holds: summary(bareRatios).median >= 0.7,
      },
      { benchmark: bench, figure: 'findings on the pristine server', value: summary([stats.findings]), target: '0', holds: stats.findings === 0 },
    ];
  } finally {
    for (const c of clients) await c.close();
    await proxy?.stop();
    await bare?.stop();
    await server.stop();
  }
}

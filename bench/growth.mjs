// Benchmark 4: the runner's wall time and memory against the reference server with 10k, 100k and
// 1M orders. A run must cost what its checks read (bounded discovery and page walks), never grow
// with the account's total size.
import { startChild } from './lib/child.mjs';
import { mib, summary } from './lib/stats.mjs';

/** `pairs`: the server lists that many broker pairs (bench/lib/many-pairs.mjs); default its own. */
export async function growth({ sizes = [10_000, 100_000, 1_000_000], repetitions = 2, pairs, log = console.log } = {}) {
  const points = [];
  for (const orders of sizes) {
    const server = await startChild('reference-server-child.mjs', [String(orders), ...(pairs ? ['-', String(pairs)] : [])]);
    const runs = [];
    try {
      for (let i = 0; i < repetitions; i++) {
        const { url, accounts } = server.first;
        const run = (await startChild('runner-child.mjs', [url, JSON.stringify(accounts), '--heap'], { timeoutMs: 180_000 })).first;
        delete run.sent;
        runs.push(run);
      }
    } finally {
      await server.stop();
    }
    const point = {
      orders,
      wall: summary(runs.map((r) => r.wallMs / 1000)),
      rss: summary(runs.map((r) => mib(r.maxRss))),
      heap: summary(runs.map((r) => mib(r.heapPeak))),
      requests: summary(runs.map((r) => r.requests)),
    };
    log(
      `  ${orders.toLocaleString('en-US')} orders: wall ${point.wall.median.toFixed(2)} s, runner RSS peak ${point.rss.median.toFixed(0)} MiB, ` +
        `heap peak ${point.heap.median.toFixed(0)} MiB, ${point.requests.median} requests, verdicts ${runs.map((r) => r.verdict).join('/')}` +
        [...new Set(runs.flatMap((r) => r.failed))].map((id) => ` (failed: ${id})`).join(''),
    );
    points.push(point);
  }
  const [small] = points;
  const large = points[points.length - 1];
  const label = (n) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);
  const rows = [];
  for (const [key, figure, unit] of [
    ['wall', 'runner wall time', 's'],
    ['rss', 'runner RSS peak', 'MiB'],
    ['heap', 'runner heap peak', 'MiB'],
    ['requests', 'requests', ''],
  ]) {
    for (const p of points) {
      const ratio = p[key].median / small[key].median;
      const last = p === large;
      if (p === small) {
        rows.push({
          benchmark: pairs ? `growth, ${pairs} pairs` : 'growth',
          figure: `${figure}, ${label(p.orders)} orders`,
          unit,
          value: p[key],
          target: '',
          holds: undefined,
        });
        continue;
      }
      rows.push({
        benchmark: pairs ? `growth, ${pairs} pairs` : 'growth',
        figure: `${figure}, ${label(p.orders)} orders (floor: ${label(small.orders)})`,
        unit,
        value: p[key],
        floor: small[key],
        ratio: { median: ratio, min: ratio, max: ratio, n: 1 },
        // Flat: allow noise, never a factor that follows the 100x data.
        ...(last && key !== 'requests' ? { target: 'ratio ≤ 1.5', holds: ratio <= 1.5 } : { target: '', holds: undefined }),
      });
    }
  }
  return rows;
}

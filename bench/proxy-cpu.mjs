// Benchmark 5b (issue 32): what judging every exchange costs `tarc proxy`, against a bare forwarding
// proxy (lib/bare-proxy-child.mjs: node:http, keep-alive agent, streaming, no validation) on the
// same machine in the same run. Figures: CPU per exchange on a ~12 KB orders page, throughput at 32
// concurrent clients, and the latency each adds over direct connections (p50, p99). Server, both
// proxies and the load client are processes of their own; measurements alternate between them.
// A third, `tarc proxy` with a judge's queue of 0 (every exchange forwarded and counted as not
// judged), measures the forwarding path alone against the bare proxy. The judge works from a bounded
// queue behind the traffic: each figure says how many of its exchanges were judged.
//   node bench/proxy-cpu.mjs [--rounds N] [--count N]      (needs `pnpm build`)
import { startChild } from './lib/child.mjs';
import { createLoadClient } from './lib/load.mjs';
import { quantile, summary } from './lib/stats.mjs';

const NOW = new Date('2026-06-01T12:00:00Z');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const rounds = arg('--rounds', 3);
const count = arg('--count', 2000);
const TARGET_BYTES = 12 * 1024;

const cpuMs = (a, b) => (b.user - a.user + b.system - a.system) / 1000;
const fmt = (s, digits = 2) => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]`;

const server = await startChild('reference-server-child.mjs', ['3000', NOW.toISOString()]);
const { url, accounts } = server.first;
const tarc = await startChild('proxy-child.mjs', [url], {
  execArgv: process.env.TARC_BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.TARC_BENCH_PROFILE_DIR}`] : [],
});
const bare = await startChild('bare-proxy-child.mjs', [url]);
const forwarding = await startChild('proxy-child.mjs', [url, '0']);
const clients = [];
try {
  const direct = await createLoadClient(url, accounts[0], 32);
  const viaTarc = await createLoadClient(tarc.first.url, accounts[0], 32);
  const viaBare = await createLoadClient(bare.first.url, accounts[0], 32);
  const viaForwarding = await createLoadClient(forwarding.first.url, accounts[0], 32);
  clients.push(direct, viaTarc, viaBare, viaForwarding);

  // A page of orders of about 12 KB: the smallest pageSize whose answer reaches it.
  const before = '2026-06-01T12:00:00.0000000';
  let page;
  for (let size = 5; size <= 50 && !page; size++) {
    const path = `/v1/orders?pairSymbol=BTCTRY&createdAtBefore=${encodeURIComponent(before)}&pageSize=${size}`;
    const r = await direct.get(path);
    if (r.status !== 200) throw new Error(`${r.status} for ${path}`);
    if (r.body.length >= TARGET_BYTES) page = { path, bytes: r.body.length, records: JSON.parse(r.body.toString()).length };
  }
  if (!page) throw new Error('no orders page of 12 KB');
  console.log(`orders page: ${page.bytes} bytes, ${page.records} records: ${page.path}`);

  /** Waits until the tarc proxy has judged (or counted as not judged) every exchange it forwarded: it judges after answering. */
  const settled = async (child = tarc) => {
    for (let i = 0; i < 400; i++) {
      const s = await child.ask({ cmd: 'stats' });
      if (s.judged + s.notJudged >= s.exchanges) return s;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the proxy did not finish judging');
  };
  /** Exchanges of the tarc proxy judged during `measure`, of those it forwarded. */
  const judgedShare = [];
  const withJudged = async (measure) => {
    const a = await settled();
    const value = await measure();
    const b = await settled();
    judgedShare.push(`${b.judged - a.judged}/${b.exchanges - a.exchanges}`);
    return value;
  };
  const cpuPerExchange = async (child, client) => {
    const a = await child.ask({ cmd: 'cpu' });
    await client.load([page.path], { count, inFlight: 8, maxMs: 60_000 });
    if (child !== bare) await settled(child);
    const b = await child.ask({ cmd: 'cpu' });
    return (cpuMs(a, b) * 1000) / count; // µs per exchange
  };
  for (let i = 0; i < 100; i++) for (const c of clients) await c.get(page.path); // warm-up

  const cpuTarc = [],
    cpuBare = [],
    cpuForwarding = [],
    rpsTarc = [],
    rpsBare = [],
    rpsForwarding = [],
    add50 = [],
    add99 = [],
    bare50 = [],
    bare99 = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['bare', 'tarc', 'forwarding'] : ['forwarding', 'tarc', 'bare'];
    for (const which of order) {
      if (which === 'tarc') cpuTarc.push(await withJudged(() => cpuPerExchange(tarc, viaTarc)));
      else if (which === 'bare') cpuBare.push(await cpuPerExchange(bare, viaBare));
      else cpuForwarding.push(await cpuPerExchange(forwarding, viaForwarding));
    }
    for (const which of order) {
      const client = { tarc: viaTarc, bare: viaBare, forwarding: viaForwarding }[which];
      const load = () => client.load([page.path], { count, inFlight: 32, maxMs: 60_000 });
      const { perSecond } = which === 'tarc' ? await withJudged(load) : await load();
      ({ tarc: rpsTarc, bare: rpsBare, forwarding: rpsForwarding })[which].push(perSecond);
    }
    await settled();
    // Latency: one request at a time, direct and through each proxy, interleaved.
    const d = [],
      t = [],
      b = [];
    for (let i = 0; i < 300; i++) {
      d.push((await direct.get(page.path)).ms);
      t.push((await viaTarc.get(page.path)).ms);
      b.push((await viaBare.get(page.path)).ms);
    }
    for (const xs of [d, t, b]) xs.sort((x, y) => x - y);
    add50.push(quantile(t, 0.5) - quantile(d, 0.5));
    add99.push(quantile(t, 0.99) - quantile(d, 0.99));
    bare50.push(quantile(b, 0.5) - quantile(d, 0.5));
    bare99.push(quantile(b, 0.99) - quantile(d, 0.99));
  }
  const stats = await settled();
  const cpuRatio = summary(cpuTarc.map((v, i) => v / cpuBare[i]));
  const rpsRatio = summary(rpsTarc.map((v, i) => v / rpsBare[i]));
  const p50Delta = summary(add50.map((v, i) => v - bare50[i]));
  console.log(`rounds ${rounds}, ${count} requests per measurement; median [min–max]`);
  const forwardingCpu = summary(cpuForwarding.map((v, i) => v / cpuBare[i]));
  const forwardingRps = summary(rpsForwarding.map((v, i) => v / rpsBare[i]));
  console.log(`CPU per exchange, µs: tarc proxy ${fmt(summary(cpuTarc), 0)}, bare ${fmt(summary(cpuBare), 0)}, ratio ${fmt(cpuRatio)} (target ≤ 1.6)`);
  console.log(
    `throughput at 32 in flight, req/s: tarc proxy ${fmt(summary(rpsTarc), 0)}, bare ${fmt(summary(rpsBare), 0)}, ratio ${fmt(rpsRatio)} (target ≥ 0.9)`,
  );
  console.log(
    `forwarding alone (tarc proxy, judge's queue 0): CPU ${fmt(summary(cpuForwarding), 0)} µs, ratio ${fmt(forwardingCpu)} (target ≤ 1.1); throughput ratio ${fmt(forwardingRps)}`,
  );
  console.log(`tarc proxy exchanges judged per measurement (CPU at 8 in flight, then throughput at 32, per round): ${judgedShare.join(', ')}`);
  console.log(
    `added latency over direct, ms: p50 tarc ${fmt(summary(add50))}, bare ${fmt(summary(bare50))}; p99 tarc ${fmt(summary(add99))}, bare ${fmt(summary(bare99))}`,
  );
  console.log(`p50 added beyond the bare proxy's: ${fmt(p50Delta)} ms (target ≤ 1 ms)`);
  console.log(
    `tarc proxy: ${stats.exchanges} exchanges, ${stats.judged} judged, ${stats.notJudged} not judged (judge behind), ${stats.findings} findings${stats.findings ? ` ${JSON.stringify(stats.codes)}` : ''}`,
  );
} finally {
  for (const c of clients) await c.close();
  await tarc.stop();
  await bare.stop();
  await forwarding.stop();
  await server.stop();
}

// What waits on what in a default run (issue 44 item 2): the run at unbounded concurrency against the
// reference server behind the delay proxy (every request held `--latency-ms`, default 200 so that the
// chain stands out of a busy machine's noise), every request timed and named by the part of the run
// that sent it (preflight, discovery, a check's id: the run's `onExchange` with its sender). Prints,
// in round trips (RT) from the run's start:
// - the phases: preflight, discovery, the checks started during discovery and after it;
// - per round trip, the requests that left in it and the parts that sent them (the tail shows what serialises);
// - the parts of the run whose last answer came latest: their first request, their last answer, and
//   how many round trips of requests one after another they made (their own chain).
//   node bench/critical-path.mjs [--latency-ms N] [--top N]      (needs `pnpm build`)
import { startChild } from './lib/child.mjs';
import { runner } from './lib/modules.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const delay = arg('--latency-ms', 200);
const top = arg('--top', 12);

const server = await startChild('reference-server-child.mjs', ['3000']);
const proxy = await startChild('delay-proxy-child.mjs', [server.first.url, String(delay)]);
const [first, second] = server.first.accounts;
const { runSuite } = await runner();

const exchanges = [];
const events = [];
let t0 = 0;
const at = () => performance.now() - t0;
try {
  t0 = performance.now();
  const report = await runSuite({
    baseUrl: proxy.first.url,
    concurrency: 10_000,
    credentials: { apiKey: first.apiKey, apiSecret: first.apiSecret },
    secondCredentials: { apiKey: second.apiKey, apiSecret: second.apiSecret },
    seed: 1,
    onExchange: (x) => {
      const end = at();
      exchanges.push({
        sender: x.sender ?? '(unnamed)',
        start: end - x.durationMs,
        end,
        url: x.evidence.request?.url ?? '',
        hr: process.hrtime.bigint() - BigInt(Math.round(x.durationMs * 1e6)),
      });
    },
    onProgress: (e) => events.push({ ...e, t: at(), hr: process.hrtime.bigint() }),
  });
  const wall = at();
  const rt = (ms) => (ms / delay).toFixed(1);
  const when = (kind) => events.find((e) => e.kind === kind)?.t;
  console.log(
    `${report.summary.requests} requests, wall ${rt(wall)} RT (${(wall / 1000).toFixed(2)} s at ${delay} ms), verdict ${report.summary.verdict}; ` +
      `load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `phases: preflight ${rt(when('preflight-start') ?? 0)}–${rt(when('preflight-done') ?? 0)} RT, discovery ${rt(when('discovery-start') ?? 0)}–${rt(when('discovery-done') ?? 0)} RT`,
  );

  // Per part of the run: requests, first start, last end, and its own chain (round trips with a request of its own).
  const parts = new Map();
  for (const x of exchanges) {
    const p = parts.get(x.sender) ?? { sender: x.sender, n: 0, start: Infinity, end: 0, rounds: new Set() };
    p.n++;
    p.start = Math.min(p.start, x.start);
    p.end = Math.max(p.end, x.end);
    p.rounds.add(Math.floor(x.start / delay));
    parts.set(x.sender, p);
  }
  const checkStart = new Map(events.filter((e) => e.kind === 'check-start').map((e) => [e.id, e.t]));
  const checkDone = new Map(events.filter((e) => e.kind === 'check-done').map((e) => [e.result.id, e.t]));

  console.log(`\nper round trip: requests that left in it, and who sent them (most first)`);
  const slots = new Map();
  for (const x of exchanges) {
    const k = Math.floor(x.start / delay);
    const s = slots.get(k) ?? new Map();
    s.set(x.sender, (s.get(x.sender) ?? 0) + 1);
    slots.set(k, s);
  }
  for (const k of [...slots.keys()].sort((a, b) => a - b)) {
    const s = [...slots.get(k)].sort((a, b) => b[1] - a[1]);
    const n = s.reduce((a, [, c]) => a + c, 0);
    console.log(
      `  RT ${String(k).padStart(3)}: ${String(n).padStart(4)}  ${s
        .slice(0, 6)
        .map(([who, c]) => `${who}×${c}`)
        .join(', ')}${s.length > 6 ? `, +${s.length - 6} more` : ''}`,
    );
  }

  console.log(`\nthe ${top} parts whose last answer came latest (RT): started (check-start), first request, last answer, done; own rounds, requests`);
  for (const p of [...parts.values()].sort((a, b) => b.end - a.end).slice(0, top)) {
    const started = checkStart.get(p.sender);
    const done = checkDone.get(p.sender);
    console.log(
      `  ${p.sender.padEnd(52)} ${started === undefined ? '   -' : rt(started).padStart(5)} ${rt(p.start).padStart(5)} ${rt(p.end).padStart(5)} ${done === undefined ? '   -' : rt(done).padStart(5)}  ${String(p.rounds.size).padStart(3)} rounds ${String(p.n).padStart(4)} requests`,
    );
  }
  const lateChecks = [...checkDone].filter(([, t]) => t > wall - 2 * delay).map(([id]) => id);
  console.log(`\nchecks done within the last 2 RT: ${lateChecks.join(', ') || '-'}`);
  if (process.env.TARC_TRACE_WINDOWS) {
    // Monotonic times (µs) of the gaps a CPU profile (--cpu-prof) can be cut at: discovery's last answer, discovery done, the checks' first request.
    const done = events.find((e) => e.kind === 'discovery-done');
    const lastDiscovery = exchanges.filter((x) => x.sender === 'discovery').reduce((a, x) => (x.end > a.end ? x : a));
    const firstCheck = exchanges.filter((x) => x.start > done.t).reduce((a, x) => (x.start < a.start ? x : a));
    const us = (ns) => String(ns / 1000n);
    console.log(
      `windows (µs, monotonic): discovery-done ${us(done.hr)}, first check request ${us(firstCheck.hr)} (${rt(firstCheck.start - done.t)} RT after); last discovery answer ${rt(lastDiscovery.end)} RT`,
    );
  }
  if (process.env.TARC_TRACE_SENDER) {
    console.log(`\nrequests of ${process.env.TARC_TRACE_SENDER}:`);
    for (const x of exchanges.filter((e) => e.sender === process.env.TARC_TRACE_SENDER).sort((a, b) => a.start - b.start))
      console.log(`  ${rt(x.start).padStart(5)}–${rt(x.end).padStart(5)} ${x.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 150)}`);
  }
} finally {
  await proxy.stop();
  await server.stop();
}

// Benchmark: the reference server with 1,000,000 orders (not a test).
//   npx pnpm@10.34.8 --filter @tarc/reference-server... build && node packages/reference-server/bench/scale.mjs [orders]
// Prints start time, resident memory, and median/p99 latency of a mix of page queries over loopback.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { signRequest } from '@tarc/domain';
import { startReferenceServer } from '../dist/index.js';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
const REQUESTS = Number(process.argv[3] ?? 2000);
const NOW = new Date('2026-06-01T12:00:00Z');
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const server = await startReferenceServer({ size: { orders: ORDERS }, now: NOW });
const startMs = performance.now() - t0;
globalThis.gc?.();
const rssAfterStart = process.memoryUsage().rss;

const account = server.accounts[0];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(path) {
  const headers = signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp: Date.now(), nonce: randomUUID() });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${server.url}${path}`, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

// A deterministic mix: windows at several depths, filters, deep pages, id order, trades.
let state = 12345;
const rand = (n) => {
  state = (state + 0x6d2b79f5) >>> 0; // mulberry32
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
};
const pairs = ['BTCTRY', 'ETHTRY', 'ETHBTC', 'USDTTRY', 'AVAXTRY'];
const day = 86_400_000;
function iso(msBeforeNow) {
  return new Date(NOW.getTime() - msBeforeNow).toISOString().replace('Z', '');
}
function nextPath() {
  const pair = pairs[rand(pairs.length)];
  const page = 1 + (rand(4) === 0 ? rand(200) : rand(5));
  switch (rand(6)) {
    case 0: return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&page=${page}&pageSize=50`;
    case 1: return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&createdAtAfter=${iso((380 + rand(20)) * day)}&status=Partial&type=Buy&page=${page}&pageSize=${1 + rand(50)}&order=ASC`;
    case 2: return `/v1/orders?pairSymbol=${pair}&orderIdAfter=${rand(1_000_000_000)}&page=${page}&pageSize=50`;
    case 3: return `/v1/orders?pairSymbol=${pair}&orderIdAfter=${rand(1000)}&createdAtBefore=${iso(rand(300) * day)}&status=Untouched&page=${page}`;
    case 4: return `/v1/trades?pairSymbol=${pair}&pairSymbol=ETHBTC&createdAtBefore=${iso(rand(380) * day)}&side=Sell&page=${page}&pageSize=${1 + rand(200)}`;
    default: return `/v1/orders/${1 + rand(5000)}`;
  }
}

for (let i = 0; i < 200; i++) await get(nextPath()); // warm-up
const latencies = [];
const statuses = new Map();
const slowest = [];
for (let i = 0; i < REQUESTS; i++) {
  const path = nextPath();
  const reply = await get(path);
  latencies.push(reply.ms);
  statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  slowest.push([reply.ms, path]);
  slowest.sort((a, b) => b[0] - a[0]).splice(3);
}
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
const rssPeak = process.memoryUsage().rss;

console.log(`orders:              ${ORDERS.toLocaleString('en-US')}`);
console.log(`start:               ${(startMs / 1000).toFixed(2)} s (target < 15 s)`);
console.log(`RSS before start:    ${mib(rssBefore)}`);
console.log(`RSS after start:     ${mib(rssAfterStart)} (target < 1024 MiB)`);
console.log(`RSS after queries:   ${mib(rssPeak)}`);
console.log(`requests:            ${REQUESTS} sequential over loopback (keep-alive), statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`latency median:      ${at(0.5).toFixed(2)} ms (target < 5 ms)`);
console.log(`latency p99:         ${at(0.99).toFixed(2)} ms`);
console.log(`latency max:         ${latencies[latencies.length - 1].toFixed(2)} ms`);
for (const [ms, path] of slowest) console.log(`  slow: ${ms.toFixed(1)} ms ${path}`);
agent.destroy();
await server.close();

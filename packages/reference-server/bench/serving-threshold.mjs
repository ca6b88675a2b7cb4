// Where the plain model stops being fast enough: the same server and requests on the plain model
// and on the scale engine, at a given size, in a fresh process each. Prints one JSON line:
// start time, heap after start, and the latency of page queries (sequential, on loopback).
//   node --expose-gc packages/reference-server/bench/serving-threshold.mjs ORDERS model|scale-bytes
// Needs the built dist/ (`npx pnpm@10.34.8 build`). Not a test: CI does not run it.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { signRequest } from '@tarc/domain';
import { startReferenceServer } from '../dist/index.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const orders = Number(process.argv[2]);
const serving = process.argv[3];
if (!Number.isSafeInteger(orders) || !['model', 'scale-bytes'].includes(serving)) {
  console.error('usage: serving-threshold.mjs ORDERS model|scale-bytes');
  process.exit(2);
}

/** The page queries of the root benchmark's mix (bench/lib/query-mix.mjs), fewer deep pages. */
function queries(count) {
  let state = 12345;
  const rand = (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const pairs = ['BTCTRY', 'ETHTRY', 'ETHBTC', 'USDTTRY'];
  const iso = (ms) => new Date(NOW.getTime() - ms).toISOString().replace('Z', '');
  const day = 86_400_000;
  return Array.from({ length: count }, () => {
    const pair = pairs[rand(pairs.length)];
    const page = 1 + rand(5);
    switch (rand(5)) {
      case 0:
        return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&page=${page}&pageSize=50`;
      case 1:
        return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&status=Partial&type=Buy&page=${page}&pageSize=50&order=ASC`;
      case 2:
        return `/v1/orders?pairSymbol=${pair}&orderIdAfter=${rand(1_000_000)}&page=${page}&pageSize=50`;
      case 3:
        return `/v1/trades?pairSymbol=${pair}&pairSymbol=ETHBTC&createdAtBefore=${iso(rand(380) * day)}&side=Sell&page=${page}&pageSize=100`;
      default:
        return `/v1/orders/${1 + rand(5000)}`;
    }
  });
}

const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
function get(url, account, path) {
  const headers = signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp: Date.now(), nonce: randomBytes(16).toString('hex') });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(`${url}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode >= 500 ? reject(new Error(`${res.statusCode} ${path}`)) : resolve(performance.now() - started)));
    })
      .on('error', reject)
      .end();
  });
}

globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const server = await startReferenceServer({ seed: 1, size: { orders }, now: NOW }, serving);
const startMs = performance.now() - t0;
globalThis.gc?.();
const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
const account = server.accounts[0];
const paths = queries(400);
for (const path of paths.slice(0, 100)) await get(server.url, account, path); // warm the JIT
const ms = [];
for (const path of paths.slice(100)) ms.push(await get(server.url, account, path));
ms.sort((a, b) => a - b);
const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
console.log(
  JSON.stringify({ orders, serving, startMs: Math.round(startMs), heapMiB: Math.round(heapMiB), medianMs: +q(0.5).toFixed(2), p99Ms: +q(0.99).toFixed(2) }),
);
agent.destroy();
await server.close();

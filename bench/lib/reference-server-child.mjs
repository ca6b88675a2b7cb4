// Child: the reference server alone in its process, so its CPU and RSS are its own.
//   argv: orders [nowIso|-] [pairs]   → first message { url, accounts, startMs, ...memory }
//   With `pairs`, the URL is a front that lists that many broker pairs (lib/many-pairs.mjs).
import { memory, reply, serveParent } from './child.mjs';
import { manyPairsFront } from './many-pairs.mjs';
import { referenceServer } from './modules.mjs';

const orders = Number(process.argv[2]);
const now = process.argv[3] && process.argv[3] !== '-' ? new Date(process.argv[3]) : undefined;
const pairs = process.argv[4] ? Number(process.argv[4]) : undefined;
let front;
const { startReferenceServer } = await referenceServer();
let server;
await reply(async () => {
  const started = performance.now();
  server = await startReferenceServer({ size: { orders }, seed: 1, ...(now ? { now } : {}) });
  const startMs = performance.now() - started;
  globalThis.gc?.();
  if (pairs) front = await manyPairsFront(server.url, pairs);
  return { url: front?.url ?? server.url, accounts: server.accounts, startMs, ...memory() };
});
serveParent({ memory: () => memory() }, async () => {
  await front?.close();
  await server?.close();
});

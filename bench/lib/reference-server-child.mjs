// Child: the reference server alone in its process, so its CPU and RSS are its own.
//   argv: orders [nowIso]   → first message { url, accounts, startMs, ...memory }
import { memory, reply, serveParent } from './child.mjs';
import { referenceServer } from './modules.mjs';

const orders = Number(process.argv[2]);
const now = process.argv[3] ? new Date(process.argv[3]) : undefined;
const { startReferenceServer } = await referenceServer();
let server;
await reply(async () => {
  const started = performance.now();
  server = await startReferenceServer({ size: { orders }, seed: 1, ...(now ? { now } : {}) });
  const startMs = performance.now() - started;
  globalThis.gc?.();
  return { url: server.url, accounts: server.accounts, startMs, ...memory() };
});
serveParent({ memory: () => memory() }, () => server?.close());

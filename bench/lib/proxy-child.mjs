// Child: `tarc proxy` (startProxy of the built runner) alone in its process, so its CPU is its own.
//   argv: targetUrl [judgeQueue] → first message { url }; { cmd: 'stats' } → exchanges, judged, findings by code;
//   { cmd: 'cpu' } → process.cpuUsage()
import { reply, serveParent } from './child.mjs';
import { runner } from './modules.mjs';

const { startProxy } = await runner();
let proxy;
const codes = {};
await reply(async () => {
  const judgeQueue = process.argv[3] === undefined ? {} : { judgeQueue: Number(process.argv[3]) };
  proxy = await startProxy({ target: process.argv[2], ...judgeQueue, onFinding: (f) => (codes[f.code] = (codes[f.code] ?? 0) + 1) });
  return { url: proxy.url };
});
serveParent(
  {
    cpu: () => process.cpuUsage(),
    stats: () => {
      const s = proxy.session();
      return {
        exchanges: s.exchanges,
        judged: s.judged,
        notJudged: s.notJudged,
        findings: s.findings.length,
        codes,
        first: s.findings.slice(0, 3).map((f) => `${f.code} ${f.request}: ${f.message}`),
      };
    },
  },
  () => proxy?.close(),
);

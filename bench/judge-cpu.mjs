// What the one judge (@tarc/conformance's judgeExchange) costs on the exchanges of one default run,
// measured in-process and apart from the HTTP work, so that a shared machine's load does not drown
// it: a default `tarc run` (seed 1) against the reference server, through a recording forwarder;
// then every recorded exchange judged again, pass after pass (V8 warm, as in the run's later part).
//   node bench/judge-cpu.mjs [--passes N]      (needs `pnpm build`)
// Each pass judges freshly parsed answers (the parse is outside the CPU measured), as a run sees them.
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, referenceServer, runner } from './lib/modules.mjs';
import { summary } from './lib/stats.mjs';

const i = process.argv.indexOf('--passes');
const passes = i < 0 ? 9 : Number(process.argv[i + 1]);
const { judgeExchange, operationOf, pairsOf } = await import(pathToFileURL(join(ROOT, 'packages', 'conformance', 'dist', 'index.js')).href);
const { startReferenceServer } = await referenceServer();
const { runSuite } = await runner();

const server = await startReferenceServer({ size: { orders: 3000 }, seed: 1 });
const target = new URL(server.url);
const recorded = [];
const front = createServer((req, res) => {
  const up = request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (upRes) => {
    const chunks = [];
    res.writeHead(upRes.statusCode, upRes.headers);
    upRes.on('data', (c) => chunks.push(c) && res.write(c));
    upRes.on('end', () => {
      res.end();
      recorded.push({
        method: req.method,
        url: req.url,
        requestHeaders: req.headers,
        status: upRes.statusCode,
        headers: upRes.headers,
        body: Buffer.concat(chunks),
      });
    });
  });
  req.pipe(up);
});
await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
const [first, second] = server.accounts;
await runSuite({
  baseUrl: `http://127.0.0.1:${front.address().port}`,
  credentials: { apiKey: first.apiKey, apiSecret: first.apiSecret },
  secondCredentials: { apiKey: second.apiKey, apiSecret: second.apiSecret },
  seed: 1,
});
front.close();
await server.close();

// Parsed afresh for each pass: an answer's records are validated once per answer (the judge and the
// checks share it, keyed on the parsed list), so a pass over the same objects would not validate them.
const parsed = () =>
  recorded.flatMap((r) => {
    const at = r.url.indexOf('?');
    const operation = operationOf(r.method, at < 0 ? r.url : r.url.slice(0, at));
    if (!operation || r.status === 429) return [];
    let json;
    try {
      json = r.body.length > 0 ? JSON.parse(r.body.toString('utf8')) : undefined;
    } catch {}
    const responseHeaders = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
    return [
      { operation, query: new URLSearchParams(at < 0 ? '' : r.url.slice(at + 1)), requestHeaders: r.requestHeaders, status: r.status, responseHeaders, json },
    ];
  });
const exchanges = parsed();
const records = exchanges.reduce((n, x) => n + (x.status === 200 ? (Array.isArray(x.json) ? x.json.length : 1) : 0), 0);
const now = new Date();
const once = () => {
  const exchanges = parsed();
  const knowledge = {};
  let violations = 0;
  const t0 = process.cpuUsage();
  for (const x of exchanges) {
    const pairs = pairsOf(x);
    if (pairs) knowledge.pairs = pairs;
    violations += judgeExchange(x, knowledge, now).violations.length;
  }
  const cpu = process.cpuUsage(t0); // CPU, not wall: on a shared machine the wall clock counts other processes' turns
  return { ms: (cpu.user + cpu.system) / 1000, violations };
};
const times = [];
let violations = 0;
for (let p = 0; p < passes + 1; p++) {
  const r = once();
  if (p === 0) console.log(`first pass (cold): ${r.ms.toFixed(0)} ms CPU`);
  else times.push(r.ms);
  violations = r.violations;
}
const s = summary(times);
console.log(`${exchanges.length} exchanges of one default run (${records} records in 200 answers), ${violations} violations`);
console.log(
  `judging them all: ${s.median.toFixed(1)} ms CPU [${s.min.toFixed(1)}–${s.max.toFixed(1)}] per pass, ${((s.median * 1000) / exchanges.length).toFixed(1)} µs per exchange (${passes} warm passes)`,
);

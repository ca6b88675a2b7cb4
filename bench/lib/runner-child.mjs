// Child: one default `tarc run` (runSuite in-process) against a server started elsewhere, so the
// CPU and memory measured are the runner's own. Every request sent is observed on undici's
// diagnostics channel (no runner option needed) and returned for the floor to replay.
//   argv: baseUrl credentialsJson [--heap] [--warm] [--concurrency=N]   → first message { wallMs, cpuMs, requests, sent, ... }
//   --heap samples the heap's peak (costs CPU); --warm runs a second time in the same process (warmCpuMs);
//   --concurrency=N sets the run's --concurrency (default: the runner's).
import { channel } from 'node:diagnostics_channel';
import { memory, reply } from './child.mjs';
import { runner } from './modules.mjs';
import { startWindowProfile } from './profile.mjs';

const [baseUrl, accountsJson, ...flags] = process.argv.slice(2);
const [first, second] = JSON.parse(accountsJson);
const { runSuite } = await runner();

// The window is charged for the runner's work only: the subscriber keeps each request's path and raw
// headers (a reference), and the headers are read after the window.
const created = [];
const onCreate = ({ request }) => {
  created.push({ path: request.path, raw: request.headers });
};
function headersOf(raw) {
  const headers = {};
  if (Array.isArray(raw)) for (let i = 0; i < raw.length; i += 2) headers[raw[i]] = String(raw[i + 1]);
  else
    for (const line of String(raw).split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon)] = line.slice(colon + 1).trim();
    }
  return headers;
}
channel('undici:request:create').subscribe(onCreate);
// Connections the run opened: its CPU floor opens (and closes) as many.
let connections = 0;
const onConnected = () => connections++;
channel('undici:client:connected').subscribe(onConnected);

// Heap sampling costs CPU: only the growth benchmark asks for it.
let heapPeak = 0;
const sampler = flags.includes('--heap') ? setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 100) : undefined;
const profile = await startWindowProfile('runner');

const concurrency = flags.find((f) => f.startsWith('--concurrency='))?.slice('--concurrency='.length);
const run = () =>
  runSuite({
    baseUrl,
    ...(concurrency ? { concurrency: Number(concurrency) } : {}),
    credentials: { apiKey: first.apiKey, apiSecret: first.apiSecret },
    secondCredentials: { apiKey: second.apiKey, apiSecret: second.apiSecret },
    seed: 1,
  });

await reply(async () => {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await run();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  await profile.stop();
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  channel('undici:request:create').unsubscribe(onCreate);
  channel('undici:client:connected').unsubscribe(onConnected);
  const sent = created.map(({ path, raw }) => ({ path, headers: headersOf(raw) }));
  let warmCpuMs;
  if (flags.includes('--warm')) {
    const warm0 = process.cpuUsage();
    await run();
    const warm = process.cpuUsage(warm0);
    warmCpuMs = (warm.user + warm.system) / 1000;
  }
  return {
    warmCpuMs,
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    sysMs: cpu.system / 1000,
    requests: report.summary.requests,
    connections,
    verdict: report.summary.verdict,
    counts: { passed: report.summary.passed, failed: report.summary.failed, skipped: report.summary.skipped },
    failed: report.results.filter((r) => r.status === 'failed').map((r) => r.id),
    heapPeak,
    ...memory(),
    sent,
  };
});
process.exit(0);

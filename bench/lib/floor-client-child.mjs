// Child: the floor of the runner. The very requests a run made (same paths, same headers with a
// fresh signature from signRequest, same concurrency and undici agent settings), bodies only
// JSON.parse'd. Nothing else: no checks, no validation, no run log.
//   argv: baseUrl requestsFile concurrency [--warm] [--connections=N]   → first message { wallMs, cpuMs, requests }
//   --warm replays a second time in the same process (warmCpuMs).
//   --connections=N opens at most N connections (default: one per request in flight), so a CPU floor
//   opens and closes as many sockets as the run it is compared with did.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { reply } from './child.mjs';
import { dependencyOf, domain } from './modules.mjs';
import { startWindowProfile } from './profile.mjs';

const [baseUrl, file, concurrencyText, ...flags] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const connections = Number(flags.find((f) => f.startsWith('--connections='))?.slice('--connections='.length) ?? concurrency);
const { requests, accounts } = JSON.parse(readFileSync(file, 'utf8'));
const { signRequest } = await domain();
const { Agent } = await dependencyOf('runner', 'undici');
const origin = new URL(baseUrl).origin;
const secretOf = new Map(accounts.map((a) => [a.apiKey, a.apiSecret]));

async function replay(profileName) {
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const profile = await startWindowProfile(profileName);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  let parsed = 0;
  async function worker() {
    while (next < requests.length) {
      const { path, headers, resign } = requests[next++];
      const sent = resign
        ? {
            ...headers,
            ...signRequest({ apiKey: headers['X-PCK'], apiSecret: secretOf.get(headers['X-PCK']), stamp: Date.now(), nonce: randomBytes(16).toString('hex') }),
          }
        : headers;
      const response = await agent.request({ origin, path, method: 'GET', headers: sent });
      const text = await response.body.text();
      try {
        JSON.parse(text);
        parsed++;
      } catch {}
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - t0;
  // A run ends with its connections closed (runSuite closes its client): the floor pays that too.
  await agent.close();
  const cpu = process.cpuUsage(cpu0);
  await profile.stop();
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, sysMs: cpu.system / 1000, requests: requests.length, parsed };
}

await reply(async () => {
  const result = await replay('floor');
  return flags.includes('--warm') ? { ...result, warmCpuMs: (await replay('floor-warm')).cpuMs } : result;
});
process.exit(0);

// Benchmark 1: a default `tarc run` against the reference server (3,000 orders, its own process)
// vs the floor: the same requests from a bare undici loop that only JSON.parse's the bodies.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './lib/child.mjs';
import { replayList } from './lib/replay-list.mjs';
import { domain } from './lib/modules.mjs';
import { summary } from './lib/stats.mjs';

const CONCURRENCY = 4; // the runner's default

export async function runnerOverhead({ repetitions = 3, log = console.log } = {}) {
  const { verifySignature } = await domain();
  const server = await startChild('reference-server-child.mjs', ['3000']);
  const { url, accounts } = server.first;
  const dir = mkdtempSync(join(tmpdir(), 'tarc-bench-'));
  const runs = [];
  const floors = [];
  try {
    for (let i = 0; i < repetitions; i++) {
      const run = (await startChild('runner-child.mjs', [url, JSON.stringify(accounts), '--warm'], { timeoutMs: 180_000 })).first;
      const file = join(dir, `requests-${i}.json`);
      writeFileSync(file, JSON.stringify({ requests: replayList(run.sent, accounts, verifySignature), accounts }));
      const floor = (await startChild('floor-client-child.mjs', [url, file, String(CONCURRENCY), '--warm'])).first;
      log(
        `  runner run ${i + 1}/${repetitions}: ${(run.wallMs / 1000).toFixed(2)} s wall, ${run.requests} requests, ` +
          `CPU ${run.cpuMs.toFixed(0)} ms of which sys ${run.sysMs.toFixed(0)} (floor ${floor.cpuMs.toFixed(0)} ms, sys ${floor.sysMs.toFixed(0)}, ${floor.requests} requests), verdict ${run.verdict}` +
          (run.failed.length ? ` (failed: ${run.failed.join(', ')})` : ''),
      );
      runs.push(run);
      floors.push(floor);
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = summary(runs.map((r) => r.cpuMs));
  const floorCpu = summary(floors.map((f) => f.cpuMs));
  const ratios = runs.map((r, i) => r.cpuMs / floors[i].cpuMs);
  return [
    {
      benchmark: 'runner overhead',
      figure: 'runner CPU (user+sys)',
      unit: 'ms',
      value: cpu,
      floor: floorCpu,
      ratio: summary(ratios),
      target: 'ratio ≤ 2',
      holds: summary(ratios).median <= 2,
    },
    {
      benchmark: 'runner overhead',
      figure: 'runner CPU, 2nd run in the same process',
      unit: 'ms',
      value: summary(runs.map((r) => r.warmCpuMs)),
      floor: summary(floors.map((f) => f.warmCpuMs)),
      ratio: summary(runs.map((r, i) => r.warmCpuMs / floors[i].warmCpuMs)),
      target: '',
      holds: undefined,
    },
    {
      benchmark: 'runner overhead',
      figure: 'default run wall time',
      unit: 's',
      value: summary(runs.map((r) => r.wallMs / 1000)),
      floor: summary(floors.map((f) => f.wallMs / 1000)),
      target: '≤ 20 s',
      holds: summary(runs.map((r) => r.wallMs)).median <= 20_000,
    },
    {
      benchmark: 'runner overhead',
      figure: 'requests per run',
      unit: '',
      value: summary(runs.map((r) => r.requests)),
      floor: summary(floors.map((f) => f.requests)),
      target: '',
      holds: undefined,
    },
  ];
}

// Benchmark: a default `tarc run` as a user sees it, against a server 50 ms away (the reference
// server behind lib/delay-proxy-child.mjs, which holds every request 50 ms), vs a bare replay of the
// very requests the run made, all sent at once through the same proxy. The span in round trips
// (wall / delay) is the run's chain of dependent requests; the replay's is the floor no client beats.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './lib/child.mjs';
import { domain } from './lib/modules.mjs';
import { replayList } from './lib/replay-list.mjs';
import { summary } from './lib/stats.mjs';

export const DEFAULT_DELAY_MS = 50;
/** "Unlimited": more request slots than a default run makes requests. */
const UNLIMITED = 10_000;
const DEFAULT_CONCURRENCY = 4; // the runner's default

/** `delayMs`: how far away the server seems (a larger delay shows the chain through a busy machine's noise). */
export async function latency({ repetitions = 5, defaultRun = true, delayMs = DEFAULT_DELAY_MS, log = console.log } = {}) {
  const DELAY_MS = delayMs;
  const { verifySignature } = await domain();
  const server = await startChild('reference-server-child.mjs', ['3000']);
  const proxy = await startChild('delay-proxy-child.mjs', [server.first.url, String(DELAY_MS)]);
  const { accounts } = server.first;
  const url = proxy.first.url;
  const dir = mkdtempSync(join(tmpdir(), 'tarc-bench-'));
  const runs = [];
  const floors = [];
  const cpuFloors = [];
  let atDefault;
  try {
    for (let i = 0; i < repetitions; i++) {
      const run = (await startChild('runner-child.mjs', [url, JSON.stringify(accounts), `--concurrency=${UNLIMITED}`], { timeoutMs: 180_000 })).first;
      const file = join(dir, `requests-${i}.json`);
      writeFileSync(file, JSON.stringify({ requests: replayList(run.sent, accounts, verifySignature), accounts }));
      const inFlight = String(Math.max(1, run.sent.length));
      // The span's floor: every request at once, on a connection each. The CPU's floor: the same
      // requests at once on as many connections as the run opened (each opened and closed in the window).
      const floor = (await startChild('floor-client-child.mjs', [url, file, inFlight])).first;
      const cpuFloor = (await startChild('floor-client-child.mjs', [url, file, inFlight, `--connections=${Math.max(1, run.connections)}`])).first;
      log(
        `  run ${i + 1}/${repetitions}: ${run.requests} requests on ${run.connections} connections, span ${(run.wallMs / DELAY_MS).toFixed(1)} round trips ` +
          `(${(run.wallMs / 1000).toFixed(2)} s), CPU ${run.cpuMs.toFixed(0)} ms; bare replay span ${(floor.wallMs / DELAY_MS).toFixed(1)} ` +
          `round trips, CPU ${cpuFloor.cpuMs.toFixed(0)} ms; verdict ${run.verdict}` +
          (run.failed.length ? ` (failed: ${run.failed.join(', ')})` : ''),
      );
      runs.push(run);
      floors.push(floor);
      cpuFloors.push(cpuFloor);
    }
    // At default concurrency the wall is requests × delay / 4: only at the default delay (minutes past it).
    if (defaultRun && delayMs === DEFAULT_DELAY_MS) {
      atDefault = (await startChild('runner-child.mjs', [url, JSON.stringify(accounts)], { timeoutMs: 300_000 })).first;
      // Its floor: the same requests replayed 4 at a time through the same delay proxy (what the
      // server and the proxy add to each round trip on this machine, tarc aside).
      const file = join(dir, 'requests-default.json');
      writeFileSync(file, JSON.stringify({ requests: replayList(atDefault.sent, accounts, verifySignature), accounts }));
      atDefault.replayWallMs = (await startChild('floor-client-child.mjs', [url, file, String(DEFAULT_CONCURRENCY)], { timeoutMs: 300_000 })).first.wallMs;
      log(
        `  default concurrency (${DEFAULT_CONCURRENCY}): ${atDefault.requests} requests, ${(atDefault.wallMs / 1000).toFixed(2)} s wall, ` +
          `replayed ${DEFAULT_CONCURRENCY} at a time ${(atDefault.replayWallMs / 1000).toFixed(2)} s, ` +
          `throughput bound ${((atDefault.requests * DELAY_MS) / DEFAULT_CONCURRENCY / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await proxy.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const span = summary(runs.map((r) => r.wallMs / DELAY_MS));
  const floorSpan = summary(floors.map((f) => f.wallMs / DELAY_MS));
  const excess = summary(runs.map((r, i) => (r.wallMs - floors[i].wallMs) / DELAY_MS));
  const ratios = summary(runs.map((r, i) => r.cpuMs / cpuFloors[i].cpuMs));
  const requests = summary(runs.map((r) => r.requests));
  const rows = [
    {
      benchmark: `latency ${DELAY_MS} ms`,
      figure: 'span, unlimited concurrency',
      unit: 'round trips',
      value: span,
      floor: floorSpan,
      target: '',
      holds: undefined,
    },
    { benchmark: `latency ${DELAY_MS} ms`, figure: 'span over the bare replay', unit: 'round trips', value: excess, target: '≤ 6', holds: excess.median <= 6 },
    {
      benchmark: `latency ${DELAY_MS} ms`,
      figure: 'runner CPU vs bare replay (user+sys)',
      unit: 'ms',
      value: summary(runs.map((r) => r.cpuMs)),
      floor: summary(cpuFloors.map((f) => f.cpuMs)),
      ratio: ratios,
      // Issue 44's "runner CPU / like-for-like replay": the replay on as many connections as the run opened.
      target: 'ratio ≤ 1.8',
      holds: ratios.median <= 1.8,
    },
    // Issue 44: at most 1,200 once the probes it added are in.
    { benchmark: `latency ${DELAY_MS} ms`, figure: 'requests per default run', unit: '', value: requests, target: '≤ 1,200', holds: requests.median <= 1200 },
  ];
  if (atDefault) {
    // The throughput bound: every request a round trip, `concurrency` at a time. Issue 44: within 1.1× of it.
    const bound = (atDefault.requests * DELAY_MS) / DEFAULT_CONCURRENCY / 1000;
    rows.push({
      benchmark: `latency ${DELAY_MS} ms`,
      figure: `wall at default concurrency (${DEFAULT_CONCURRENCY})`,
      unit: 's',
      value: summary([atDefault.wallMs / 1000]),
      floor: summary([bound]),
      ratio: summary([atDefault.wallMs / 1000 / bound]),
      target: `ratio ≤ 1.1 (bound: requests × ${DELAY_MS} ms / ${DEFAULT_CONCURRENCY})`,
      holds: atDefault.wallMs / 1000 <= 1.1 * bound,
    });
    rows.push({
      benchmark: `latency ${DELAY_MS} ms`,
      figure: `the same requests replayed ${DEFAULT_CONCURRENCY} at a time`,
      unit: 's',
      value: summary([atDefault.replayWallMs / 1000]),
      floor: summary([bound]),
      ratio: summary([atDefault.replayWallMs / 1000 / bound]),
      target: '',
      holds: undefined,
    });
  }
  return rows;
}

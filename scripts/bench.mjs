// `pnpm bench`: every benchmark in bench/, one table of figures with their floors (see bench/README.md).
// Runs against the built dist/ of each package; servers listen on 127.0.0.1 and everything is closed
// at the end. Options: --only NAME (runner|latency|domain|server|sustained|growth|proxy, repeatable), --quick (fewer
// repetitions), --sustained-seconds N (the sustained load for N seconds, first and last 10 s apart),
// --latency-ms N (the latency benchmark's delay, default 50), --pairs N (growth: the server lists N broker pairs,
// the added ones empty, bench/lib/many-pairs.mjs), --help.
import { cpus } from 'node:os';
import { domainValidation } from '../bench/domain-validation.mjs';
import { growth } from '../bench/growth.mjs';
import { latency } from '../bench/latency.mjs';
import { proxyOverhead } from '../bench/proxy-overhead.mjs';
import { runnerOverhead } from '../bench/runner-overhead.mjs';
import { serverScale } from '../bench/server-scale.mjs';
import { serverSustained } from '../bench/server-sustained.mjs';
import { table } from '../bench/lib/table.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
const seconds = args.flatMap((a, i) => (args[i - 1] === '--sustained-seconds' ? [Number(a)] : []))[0];
const delayMs = args.flatMap((a, i) => (args[i - 1] === '--latency-ms' ? [Number(a)] : []))[0];
const pairs = args.flatMap((a, i) => (args[i - 1] === '--pairs' ? [Number(a)] : []))[0];
const wanted = (name) => only.length === 0 || only.includes(name);
if (args.includes('--help')) {
  console.log(
    'Usage: node scripts/bench.mjs [--only runner|latency|domain|server|sustained|growth|proxy]... [--quick]\n' +
      '  [--sustained-seconds N] [--latency-ms N] [--pairs N]   (see bench/README.md)',
  );
  process.exit(0);
}

const benchmarks = [
  ['runner', 'runner overhead: default run vs bare undici replay', () => runnerOverhead({ repetitions: quick ? 1 : 5 })],
  [
    'latency',
    `latency: default run ${delayMs ?? 50} ms away (delay proxy), unlimited concurrency, vs a bare replay of its requests sent at once`,
    () => latency({ repetitions: quick ? 1 : 5, ...(delayMs ? { delayMs } : {}) }),
  ],
  ['domain', 'domain validation: validateResource vs raw ajv', () => domainValidation({ rounds: quick ? 3 : 9 })],
  [
    'server',
    'reference server, 1,000,000 orders: vs bare node:http serving the recorded bytes',
    () => serverScale({ starts: quick ? 1 : 3, rounds: quick ? 1 : 3 }),
  ],
  ['sustained', 'reference server under sustained load: once its nonce store is full, vs bare node:http', () => serverSustained(seconds ? { seconds } : {})],
  [
    'growth',
    `growth: runner against 10k, 100k, 1M orders${pairs ? `, ${pairs} broker pairs` : ''}`,
    () => growth({ repetitions: quick ? 1 : 3, ...(pairs ? { pairs } : {}) }),
  ],
  ['proxy', 'tarc proxy: added latency and throughput vs direct connections to the reference server', () => proxyOverhead({ rounds: quick ? 1 : 3 })],
];

const started = performance.now();
console.log(`tarc benchmarks · node ${process.version} · ${cpus().length} cores · ${new Date().toISOString()}`);
const rows = [];
for (const [name, title, run] of benchmarks) {
  if (!wanted(name)) continue;
  console.log(`\n${title}`);
  rows.push(...(await run()));
}
console.log(`\n${table(rows)}\n`);
const missed = rows.filter((r) => r.holds === false);
console.log(
  `${rows.filter((r) => r.holds !== undefined).length - missed.length} targets hold, ${missed.length} missed` +
    `${missed.length ? `: ${missed.map((r) => `${r.benchmark} / ${r.figure}`).join('; ')}` : ''}.`,
);
console.log(
  quick
    ? 'Repetitions (--quick): one of each; medians are single values.'
    : 'Repetitions: runner 5 runs (each with its own floor replay); latency 5 runs (each with its own replay) and 1 at default concurrency; domain 9 rounds; server 3 starts, 1 latency pass, 3 load ' +
        'rounds (fewer at 1M orders to stay within minutes); growth 3 runs per size; proxy 3 latency passes and 3 load rounds.',
);
console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);

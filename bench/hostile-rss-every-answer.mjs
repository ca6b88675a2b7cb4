// Peak RSS of `tarc run` (the built bin, in its own child) against servers whose EVERY answer is
// hostile (issue 33): a 6 MB string in every answer, a ~7 MB array on every list answer,
// 100,000-digit decimals on every answer, a gzip bomb on every answer; and a normal run (the
// reference server, 3,000 orders) for comparison. The bound (README, "Memory and what a server can
// send": 384 MiB in all) must hold in every repetition. Prints, per case: exit codes, requests,
// min–max peak RSS, seconds per run.
//
//   node bench/hostile-rss-every-answer.mjs [--repetitions 5] [--only SUBSTRING] [-- extra tarc run args]
import { request } from 'node:http';
import { EVERY_ANSWER_CASES } from '../packages/runner/test/support/hostile-round-three.mjs';
import { runTarget } from '../packages/runner/test/support/hostile-round-two.mjs';
import { referenceServer } from './lib/modules.mjs';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = dashes >= 0 ? args.slice(0, dashes) : args;
const runArgs = dashes >= 0 ? args.slice(dashes + 1) : [];
const repetitions = Number(own[own.indexOf('--repetitions') + 1] || 5);
const only = own.includes('--only') ? own[own.indexOf('--only') + 1] : '';
const BOUND_MIB = 384;

/** The reference server, in this process (the child's RSS is the runner's alone), behind a forwarder. */
async function normalCase() {
  const { startReferenceServer } = await referenceServer();
  const server = await startReferenceServer({ seed: 1 });
  const upstream = new URL(server.url);
  const [primary, second] = server.accounts;
  const makeHandler = () => (req, res) => {
    const forwarded = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    forwarded.end();
  };
  const credentials = {
    TARC_API_KEY: primary.apiKey,
    TARC_API_SECRET: primary.apiSecret,
    TARC_SECOND_API_KEY: second.apiKey,
    TARC_SECOND_API_SECRET: second.apiSecret,
  };
  return { makeHandler, credentials, close: () => server.close() };
}

const rows = [];
async function measure(label, once) {
  const rss = [];
  const codes = new Set();
  const requests = new Set();
  const started = performance.now();
  for (let i = 0; i < repetitions; i++) {
    const r = await once();
    rss.push(r.rssMiB);
    codes.add(r.code);
    const summary = /"requests": (\d+)/.exec(r.files['report.json'] ?? '');
    requests.add(summary ? summary[1] : '?');
    if (r.code !== 0 && r.code !== 1 && r.code !== 4) console.error(r.stderr.slice(0, 2000));
  }
  const row = {
    case: label,
    exit: [...codes].join(' '),
    requests: [...requests].join(' '),
    'peak RSS MiB (min–max)': `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}`,
    'within bound': rss.every((x) => x <= BOUND_MIB) ? 'yes' : 'NO',
    's/run': ((performance.now() - started) / 1000 / repetitions).toFixed(1),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

console.log(`hostile-rss-every-answer · node ${process.version} · ${repetitions} repetitions · bound ${BOUND_MIB} MiB · tarc run ${runArgs.join(' ')}`);
if ('a normal run'.includes(only)) {
  const normal = await normalCase();
  try {
    await measure('a normal run (reference server)', () => runTarget(normal.makeHandler, runArgs, normal.credentials));
  } finally {
    await normal.close();
  }
}
for (const [name, build] of Object.entries(EVERY_ANSWER_CASES).filter(([n]) => n.includes(only))) {
  const makeHandler = build();
  await measure(name, () => runTarget(makeHandler, runArgs));
}
console.table(rows);

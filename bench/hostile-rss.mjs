// Peak RSS of `tarc run` and `tarc proxy` (the built bin, each in its own child) against the hostile
// servers of issue 21, repeated: the bound (README, "Memory and what a server can send": 256 MiB over
// a normal run, 384 MiB in all) must hold in every repetition, not on average. Prints, per case, the
// exit codes, min–max peak RSS, and whether any output showed a secret.
//
//   node bench/hostile-rss.mjs [--repetitions 5] [--only SUBSTRING]
//   TARC_HOSTILE_ANSWERS=100000 node bench/hostile-rss.mjs   # the heavy cases on every response, not the first 25
import { CLIENT_SIGNATURE, PROXY_CASES, RUN_CASES, SECRET, leaks, proxyCase, runCase } from '../packages/runner/test/support/hostile-round-two.mjs';

const args = process.argv.slice(2);
const repetitions = Number(args[args.indexOf('--repetitions') + 1] || 5);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const BOUND_MIB = 384;

const rows = [];
async function measure(label, once) {
  const rss = [];
  const codes = new Set();
  const leaked = [];
  const started = performance.now();
  for (let i = 0; i < repetitions; i++) {
    const r = await once();
    rss.push(r.rssMiB);
    codes.add(r.code);
    leaked.push(...r.leaked);
    if (r.extra) codes.add(r.extra);
  }
  const row = {
    case: label,
    exit: [...codes].join(' '),
    'peak RSS MiB (min–max)': `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}`,
    'within bound': rss.every((x) => x < BOUND_MIB) ? 'yes' : 'NO',
    'secret shown': leaked.length === 0 ? 'none' : leaked.slice(0, 3).join('; '),
    's/run': ((performance.now() - started) / 1000 / repetitions).toFixed(1),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

console.log(`hostile-rss · node ${process.version} · ${repetitions} repetitions · bound ${BOUND_MIB} MiB`);
for (const name of Object.keys(RUN_CASES).filter((n) => n.includes(only))) {
  await measure(`run · ${name}`, async () => {
    const r = await runCase(name);
    return { ...r, leaked: leaks({ stdout: r.stdout, stderr: r.stderr, ...r.files }, [...r.signatures, SECRET]) };
  });
}
for (const name of Object.keys(PROXY_CASES).filter((n) => n.includes(only))) {
  await measure(`proxy · ${name}`, async () => {
    const r = await proxyCase(name);
    const reported = /"proxy\.exchange\.failed\/[a-z-]+"/.exec(r.files['report.json'] ?? '')?.[0] ?? 'no failure reported';
    const extra = `${r.alive ? 'alive' : 'DEAD'}, next ${r.next.status}, ${reported}`;
    return { ...r, extra, leaked: leaks({ stdout: r.stdout, stderr: r.stderr, ...r.files }, [CLIENT_SIGNATURE]) };
  });
}
console.table(rows);

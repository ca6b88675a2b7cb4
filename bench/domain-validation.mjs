// Benchmark 2: validateResource (schema + record rules, findings) on generated orders and trades vs
// the floor: a raw Ajv2020 validator compiled once from the same schema, called directly.
import { dependencyOf, domain, domainTesting } from './lib/modules.mjs';
import { summary } from './lib/stats.mjs';

const SEED = 20260601;

const PASSES = 4; // passes over the sample per measurement, so one measurement lasts tens of ms

function throughput(fn, records) {
  const t0 = performance.now();
  let ok = 0;
  for (let pass = 0; pass < PASSES; pass++) for (const record of records) if (fn(record)) ok++;
  const ms = performance.now() - t0;
  if (ok !== PASSES * records.length) throw new Error(`only ${ok / PASSES} of ${records.length} generated records are valid`);
  return (PASSES * records.length) / (ms / 1000);
}

export async function domainValidation({ records = 5_000, rounds = 9, log = console.log } = {}) {
  const { schemas, validateResource } = await domain();
  const testing = await domainTesting();
  const fc = await dependencyOf('domain', 'fast-check');
  const { Ajv2020 } = await dependencyOf('domain', 'ajv/dist/2020.js');
  const rows = [];
  for (const kind of ['order', 'trade']) {
    const sample = fc.sample(testing[kind](), { seed: SEED, numRuns: records });
    const raw = new Ajv2020({ allowUnionTypes: true }).compile(schemas[kind]);
    const subject = (r) => validateResource(kind, r).ok;
    throughput(subject, sample); // warm-up: compiles and JITs both paths
    throughput(raw, sample);
    const ours = [];
    const floor = [];
    for (let i = 0; i < rounds; i++) {
      ours.push(throughput(subject, sample));
      floor.push(throughput(raw, sample));
    }
    const ratios = ours.map((v, i) => v / floor[i]);
    log(`  ${kind}: validateResource ${summary(ours).median.toFixed(0)} records/s, raw ajv ${summary(floor).median.toFixed(0)} records/s`);
    rows.push({
      benchmark: 'domain validation',
      figure: `${kind}s validated (${records.toLocaleString('en-US')})`,
      unit: 'rec/s',
      value: summary(ours),
      floor: summary(floor),
      ratio: summary(ratios),
      target: 'ratio ≥ 0.5',
      holds: summary(ratios).median >= 0.5,
    });
  }
  return rows;
}

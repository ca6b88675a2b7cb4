#!/usr/bin/env node
// `pnpm mutation:checks [--wide | --all]`: StrykerJS mutates the checks' decisions and runs the checks'
// own tests (stryker.config.mjs). Without a flag, the CI sample; --wide, the wider sample; both fail
// below SAMPLE_BREAK. With --all (or TARC_STRYKER=all) every check file, hours of CPU, reported and
// never failed on. The
// surviving mutants are listed on the console; the report is reports/mutation-checks/<sample|all>.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The sample's score may not fall below this. The wide sample scored 94.74% (72 of 76), the CI sample
 * 91.67% (44 of 48), once each survivor had a test or a reason: the 4 left are evidence no table asserts (which exchange, expected/actual) and one
 * equivalent mutant (an empty orders map read as `[]` or as a non-object, both dropped).
 */
const SAMPLE_BREAK = 90;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write('usage: pnpm mutation:checks [--wide | --all]   (the CI sample of checks; --wide: the wider sample; --all: every check file)\n');
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--all' && a !== '--wide');
if (unknown.length > 0) {
  process.stderr.write(`mutation:checks: unknown argument ${unknown.join(' ')} (usage: pnpm mutation:checks [--wide | --all])\n`);
  process.exit(2);
}
const all = args.includes('--all') || process.env.TARC_STRYKER === 'all';
const wide = !all && (args.includes('--wide') || process.env.TARC_STRYKER === 'wide');
const env = { ...process.env, TARC_STRYKER: all ? 'all' : wide ? 'wide' : 'sample' };
const run = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env });
if (run.status !== 0) {
  process.stderr.write(`mutation:checks: stryker exited with ${run.status ?? run.signal}\n`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(`reports/mutation-checks/${all ? 'all' : 'sample'}.json`, 'utf8'));
const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
for (const file of Object.values(report.files)) for (const m of file.mutants) if (m.status in count) count[m.status]++;
const detected = count.Killed + count.Timeout;
const valid = detected + count.Survived + count.NoCoverage;
const score = valid === 0 ? 0 : (100 * detected) / valid;
process.stdout.write(
  `mutation:checks: ${all ? 'every check file' : wide ? 'the wide sample' : 'the CI sample'}: score ${score.toFixed(2)}% (${detected} of ${valid} mutants detected, ${count.Survived} survived, ${count.NoCoverage} not covered)\n`,
);
if (!all && score < SAMPLE_BREAK) {
  process.stderr.write(
    `mutation:checks: the sample's score ${score.toFixed(2)}% is below ${SAMPLE_BREAK}%: a check's decision lost its test (see the surviving mutants above)\n`,
  );
  process.exit(1);
}

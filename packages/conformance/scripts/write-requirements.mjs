#!/usr/bin/env node
// Regenerates packages/conformance/REQUIREMENTS.md. Node 20 cannot import the TypeScript catalogue directly,
// so this runs the catalogue test, which writes the file when TARC_WRITE_REQUIREMENTS=1.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (process.argv.length > 2) {
  process.stderr.write('usage: node packages/conformance/scripts/write-requirements.mjs (takes no arguments)\n');
  process.exit(2);
}
const root = fileURLToPath(new URL('../../..', import.meta.url));
const result = spawnSync('npx', ['vitest', 'run', 'packages/conformance/test/catalogue.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TARC_WRITE_REQUIREMENTS: '1' },
});
if (result.error) {
  process.stderr.write(`could not run vitest: ${result.error.message}\n`);
  process.exit(2);
}
process.exit(result.status ?? 1);

#!/usr/bin/env node
// `pnpm mutation [--only GLOB]...`: the mutation table, or only the fault rows and pristine variants
// named (globs on the row's fault or variant name), for one fault's feedback in seconds.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const only = [];
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--only' && args[i + 1]) only.push(args[++i]);
  else if (args[i].startsWith('--only=')) only.push(args[i].slice('--only='.length));
  else if (args[i] === '--help' || args[i] === '-h') {
    process.stdout.write('usage: pnpm mutation [--only FAULT_OR_VARIANT_GLOB]... [vitest options]\n');
    process.exit(0);
  } else rest.push(args[i]);
}
const env = { ...process.env, ...(only.length > 0 ? { TARC_MUTATION_ONLY: only.join(',') } : {}) };
const result = spawnSync('npx', ['vitest', 'run', 'packages/proof/test/mutation', ...rest], { stdio: 'inherit', env });
process.exit(result.status ?? 1);

#!/usr/bin/env node
// Thin launcher: the bin must exist at install time, before `pnpm build` has produced dist/.
import './v8-flags.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write('tarc: the runner is not built yet; run `pnpm build` at the repository root first.\n');
  process.exit(2);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));

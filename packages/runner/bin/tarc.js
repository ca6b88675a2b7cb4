#!/usr/bin/env node
// Thin launcher: the bin must exist at install time, before `pnpm build` has produced dist/.

// A signal that arrives while the CLI is still loading is kept, so the run it starts stops at once
// and still writes its partial report (cli/io.ts takes it over).
const early = (signal) => () => {
  globalThis[Symbol.for('tarc.pendingSignal')] ??= signal;
};
const earlyInt = early('SIGINT');
const earlyTerm = early('SIGTERM');
process.once('SIGINT', earlyInt);
process.once('SIGTERM', earlyTerm);
globalThis[Symbol.for('tarc.earlyListeners')] = () => {
  process.off('SIGINT', earlyInt);
  process.off('SIGTERM', earlyTerm);
};
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The CLI is bundled at build (scripts/bundle-cli.mjs); its maps point stack traces at src/.
const cli = new URL('../dist/bundle/tarc.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write('tarc: the runner is not built yet; run `pnpm build` at the repository root first.\n');
  process.exit(2);
}
process.setSourceMapsEnabled(true);
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));

#!/usr/bin/env node
// Thin launcher: the bin must exist at install time, before `pnpm build` has produced dist/.

// A signal that arrives while the CLI is still loading is kept, so the run it starts stops at once
// and still writes its partial report (cli/io.ts's processIo takes it over).
const early = {
  pendingSignal: undefined,
  releaseEarlyListeners() {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
  },
};
const keep = (signal) => () => {
  early.pendingSignal ??= signal;
};
const onSigint = keep('SIGINT');
const onSigterm = keep('SIGTERM');
process.once('SIGINT', onSigint);
process.once('SIGTERM', onSigterm);
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The CLI is bundled at build (scripts/bundle-cli.mjs); its maps point stack traces at src/.
const cli = new URL('../dist/bundle/tarc.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write('tarc: the runner is not built yet; run `pnpm build` at the repository root first.\n');
  process.exit(2);
}
process.setSourceMapsEnabled(true);
const { main, processIo } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2), processIo(early));

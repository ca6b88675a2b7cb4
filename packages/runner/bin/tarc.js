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
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// The CLI is bundled at build (scripts/bundle-cli.mjs); its maps point stack traces at src/.
const cli = new URL('../dist/bundle/tarc.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write('tarc: the runner is not built yet; run `pnpm build` at the repository root first.\n');
  process.exit(2);
}
process.setSourceMapsEnabled(true);
// Node 22.1 and later: V8's compiled code of the bundle is kept on disk (the OS temp folder unless
// NODE_COMPILE_CACHE says where; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a later start
// skips compiling its 4 MiB. Older Nodes have no such function: nothing happens.
module.enableCompileCache?.();
const { main, processIo } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2), processIo(early));

// The `tarc` command. bin/tarc.js imports it from its bundle (dist/bundle/tarc.js, scripts/bundle-cli.mjs) and calls
// main(argv, processIo(early)), `early` holding a signal that arrived while the bundle loaded.
import { ConfigError } from './config-error.js';
import { MAIN_HELP } from './cli/help.js';
import { processIo, type Io } from './cli/io.js';

export { processIo, type EarlySignals } from './cli/io.js';
import type { RunCommandOverrides } from './cli/run.js';
import { terminalText } from './cli/terminal-text.js';
import { UsageError } from './cli/usage-error.js';
import { TOOL } from './version.js';

/**
 * Runs `tarc` with `argv` (without node and the script) and resolves to the exit code:
 * 0 pass, 1 a failing check, 2 usage or configuration error, 3 target unreachable, 4 inconclusive,
 * 130/143 interrupted. Never throws.
 */
export async function main(argv: readonly string[], io: Io = processIo(), overrides: RunCommandOverrides = {}): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        // Without a command, the help is a usage error: it goes to stderr.
        (command === undefined ? io.stderr : io.stdout).write(MAIN_HELP);
        return command === undefined ? 2 : 0;
      case '--version':
      case '-v':
        io.stdout.write(`${TOOL.version}\n`);
        return 0;
      // Each command loads only what it uses: `tarc --help` loads none of the suite.
      case 'run':
        return await (await import('./cli/run.js')).runCommand(rest, io, overrides);
      case 'serve':
        return await (await import('./cli/serve.js')).serveCommand(rest, io);
      case 'proxy':
        return await (await import('./cli/proxy.js')).proxyCommand(rest, io);
      case 'openapi':
        return await (await import('./cli/openapi.js')).openapiCommand(rest, io);
      case 'merge':
        return await (await import('./cli/merge.js')).mergeCommand(rest, io);
      case 'baseline':
        return await (await import('./cli/baseline.js')).baselineCommand(rest, io);
      case 'rerun':
        return await (await import('./cli/rerun.js')).rerunCommand(rest, io, overrides);
      case 'grid':
        return await (await import('./cli/grid.js')).gridCommand(rest, io);
      case 'explain':
        return await (await import('./cli/explain.js')).explainCommand(rest, io);
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      const hint = ['run', 'serve', 'proxy', 'openapi', 'merge', 'baseline', 'rerun', 'grid', 'explain'].includes(command ?? '')
        ? `see tarc ${command} --help`
        : 'see tarc --help';
      io.stderr.write(`tarc: ${terminalText(error.message)} (${hint})\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`tarc: internal error: ${terminalText(message.split('\n')[0]!)}\n`);
    return 2;
  }
}

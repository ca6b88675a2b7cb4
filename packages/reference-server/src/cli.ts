// `tarc serve`: starts the reference server until SIGINT/SIGTERM. Bad flags: a message and exit 2.
import { isFaultName, listFaults } from './faults/index.js';
import { DEFAULT_PROFILE, parseProfileAssignment, PROFILE_CHOICES } from './profile.js';
import { DEFAULT_ORDERS } from './data/dataset.js';
import { MAX_ORDERS } from './handler.js';
import { startReferenceServer } from './server.js';
import { DEFAULT_LIVE_RATE, LIVE_MINUTES } from './data/live.js';
import { parseThrottle } from './http/throttle.js';
import type { ReferenceProfile } from './types.js';
import type { ReferenceServerOptions } from './server-options.js';

export interface ServeIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Resolves when the server should stop; default: the first SIGINT or SIGTERM. */
  until?: Promise<unknown>;
  /** ` (did you mean "--x"?)` for a mistyped option, or ``: the tarc CLI passes its own, so every command suggests alike. */
  didYouMean?: (option: string, options: readonly string[]) => string;
}

export const SERVE_USAGE = `Usage: tarc serve [options]

Starts the reference server of the Trading Account Read Service, with seeded demo data.

Options:
  --port N              port to listen on (default 0: any free port)
  --host H              interface to listen on (default 127.0.0.1)
  --seed N              data seed (default 1); the same seed gives the same data
  --orders N            number of orders to generate (default ${DEFAULT_ORDERS}, at most ${MAX_ORDERS})
  --fault NAME          switch on one deliberate deviation from the spec (see --list-faults)
  --list-faults         list the faults and exit
  --auth all            reference-data endpoints require authentication too
  --live                live data, as on a production account: a new order about every 150 ms (its
                        trades within seconds), a withdrawal and a deposit every second, each Pending
                        then settled (Confirmed with updatedAt moved, Completed) seconds later
  --live-rate MS[/MS]   live data at this rate: an order every MS ms, transfers every second MS
                        (implies --live; default 150/1000); records arrive for ${LIVE_MINUTES} minutes
  --throttle N/S        answer 429 with Retry-After beyond N requests per S seconds, per API key
  --profile key=value   an alternative the spec allows (repeatable); keys:
${Object.entries(PROFILE_CHOICES)
  .map(([key, choices]) => `                          ${key}: ${(choices as unknown[]).join(' | ')}`)
  .join('\n')}
  --help                show this help

Exit codes: 0 stopped cleanly (SIGINT/SIGTERM), 1 the server could not start (port in use, address
not available), 2 a bad option.
`;

/** Every option of tarc serve (for "did you mean"). */
const OPTIONS = ['--port', '--host', '--seed', '--orders', '--fault', '--list-faults', '--auth', '--live', '--live-rate', '--throttle', '--profile', '--help'];

type Parsed = { help: true } | { listFaults: true } | { options: ReferenceServerOptions };

function integerFlag(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${name} expects an integer from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

class UsageError extends Error {}

function parse(argv: readonly string[], didYouMean: ServeIo['didYouMean']): Parsed {
  const options: ReferenceServerOptions = {};
  const profile: Partial<Record<keyof ReferenceProfile, unknown>> = {};
  let list = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const takesValue = ['--port', '--host', '--seed', '--orders', '--fault', '--auth', '--profile', '--live-rate', '--throttle'].includes(flag);
    let value: string | undefined;
    if (takesValue) {
      value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`${flag} expects a value`);
    } else if (eq > 0) throw new UsageError(`${flag} takes no value`);
    switch (flag) {
      case '--help':
      case '-h':
        return { help: true };
      case '--list-faults':
        list = true;
        break;
      case '--port':
        options.port = integerFlag(flag, value!, 0, 65_535);
        break;
      case '--host':
        if (value === '') throw new UsageError('--host expects a host name or address');
        options.host = value!;
        break;
      case '--seed':
        options.seed = integerFlag(flag, value!, 0, Number.MAX_SAFE_INTEGER);
        break;
      case '--orders':
        options.size = { orders: integerFlag(flag, value!, 0, MAX_ORDERS) };
        break;
      case '--fault':
        if (!isFaultName(value!)) {
          throw new UsageError(`unknown fault "${value}"; run \`tarc serve --list-faults\` to see them`);
        }
        options.fault = value;
        break;
      case '--auth':
        if (value !== 'all' && value !== 'account') throw new UsageError(`--auth expects "all" or "account", got "${value}"`);
        options.auth = value;
        break;
      case '--live':
        options.live = options.live === undefined ? true : options.live;
        break;
      case '--live-rate': {
        const m = /^(\d{1,7})(?:\/(\d{1,7}))?$/.exec(value!);
        const orderEveryMs = Number(m?.[1]),
          transferEveryMs = m?.[2] === undefined ? DEFAULT_LIVE_RATE.transferEveryMs : Number(m[2]);
        if (!m || orderEveryMs < 10 || transferEveryMs < 10) {
          throw new UsageError(`--live-rate expects ORDER_MS or ORDER_MS/TRANSFER_MS (each at least 10), got "${value}"`);
        }
        options.live = { orderEveryMs, transferEveryMs };
        break;
      }
      case '--throttle': {
        const limit = parseThrottle(value!);
        if (!limit) throw new UsageError(`--throttle expects N/S (at most N requests per S seconds, e.g. 40/10), got "${value}"`);
        options.throttle = limit;
        break;
      }
      case '--profile': {
        const assignment = parseProfileAssignment(value!);
        if (!assignment.ok) throw new UsageError(assignment.message);
        profile[assignment.key] = assignment.value;
        break;
      }
      default:
        throw new UsageError(`unknown option "${arg.length > 60 ? `${arg.slice(0, 60)}…` : arg}"${didYouMean?.(flag, OPTIONS) ?? ''}`);
    }
  }
  if (list) return { listFaults: true };
  if (Object.keys(profile).length > 0) options.profile = profile as Partial<ReferenceProfile>;
  return { options };
}

function signals(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * `tarc serve [--port N] [--host H] [--seed N] [--orders N] [--fault NAME] [--list-faults]
 * [--auth all] [--live] [--live-rate MS[/MS]] [--throttle N/S] [--profile key=value]... [--help]`. Returns the exit code: 0 after a clean stop,
 * 1 when the server cannot start, 2 on bad flags.
 */
export async function serveCommand(argv: string[], io: ServeIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv, io.didYouMean);
  } catch (error) {
    const message = error instanceof UsageError ? error.message : String(error);
    // Worded as every tarc command words a bad command line (packages/runner/src/cli.ts).
    io.stderr.write(`tarc: ${message} (see tarc serve --help)\n`);
    return 2;
  }
  if ('help' in parsed) {
    io.stdout.write(SERVE_USAGE);
    return 0;
  }
  if ('listFaults' in parsed) {
    for (const fault of listFaults()) {
      io.stdout.write(`${fault.name}\n    ${fault.description}\n    breaks: ${fault.requirements.join('; ')}\n`);
    }
    return 0;
  }
  const started = Date.now();
  let server: Awaited<ReturnType<typeof startReferenceServer>>;
  try {
    server = await startReferenceServer(parsed.options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? 'the port is already in use'
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? 'the host address is not available here'
          : code === 'EACCES'
            ? 'permission denied for that port'
            : error instanceof Error
              ? error.message
              : String(error);
    io.stderr.write(`tarc: cannot start the reference server: ${reason}\n`);
    return 1;
  }
  const { options } = parsed;
  const profile = { ...DEFAULT_PROFILE, ...options.profile };
  const lines = [
    `Reference server listening on ${server.url} (started in ${Date.now() - started} ms)`,
    `  seed ${options.seed ?? 1}, ${options.size?.orders ?? DEFAULT_ORDERS} orders${options.fault ? `, FAULT ${options.fault}` : ''}`,
    ...(options.live
      ? [
          `  live data: an order every ${options.live === true ? DEFAULT_LIVE_RATE.orderEveryMs : (options.live.orderEveryMs ?? DEFAULT_LIVE_RATE.orderEveryMs)} ms, transfers every ${options.live === true ? DEFAULT_LIVE_RATE.transferEveryMs : (options.live.transferEveryMs ?? DEFAULT_LIVE_RATE.transferEveryMs)} ms, for ${LIVE_MINUTES} minutes`,
        ]
      : []),
    ...(options.throttle ? [`  throttled: 429 with Retry-After beyond ${options.throttle.requests} requests per ${options.throttle.seconds} s per key`] : []),
    `  profile ${Object.entries(profile)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(' ')}${options.auth === 'all' ? ', auth all' : ''}`,
    'Demo accounts (demo credentials of this seed, for local use only):',
    ...server.accounts.map((account) => `  accountId ${account.accountId}  apiKey ${account.apiKey}  apiSecret ${account.apiSecret}`),
    'Press Ctrl+C to stop.',
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  await (io.until ?? signals());
  await server.close();
  io.stdout.write('Reference server stopped.\n');
  return 0;
}

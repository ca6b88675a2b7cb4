import { canonicalBaseUrl } from '../reports/target-url.js';
import type { Credentials } from '@tarc/conformance';
import { DATETIME_FORMATS } from '../discovery/datetime-format.js';
import type { DateTimeFormat, RunSuiteOptions } from '../types.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './usage-error.js';
import { ConfigError } from '../config-error.js';
import { inConfigTerms, type Flags, type RunConfig } from './config-file.js';
import { parseHeaders, proxyFromEnv } from '../http/gateway.js';
import { proxyUsedFor } from '../http/proxy-used.js';

export interface RunCommand {
  help: boolean;
  list: boolean;
  reportDir: string;
  options: RunSuiteOptions;
  /** Said at the start of the run (e.g. credentials from the environment that were not used). */
  notices: string[];
  /** `--baseline FILE [--baseline-strict]`: the verdict compares with this file. */
  baseline?: { file: string; strict: boolean };
  /** `--verbose`: a line per finished check, on a terminal or not. */
  verbose: boolean;
  /** `--log-requests FILE`: every request sent, with its answer (HAR for FILE.har, else JSON Lines). */
  logRequests?: string;
  /** `--print-config`: print the effective options (secrets hidden) and exit. */
  printConfig: boolean;
  /** The config file read, if one was. */
  config?: string;
  /** The effective flag values (the file's, then the command line's). */
  values: Flags;
  /** A configuration error's message, naming the config file and key when it is about a value from the file. */
  inConfigTerms(message: string): string;
}

/** The flags of `tarc run`; a config file's keys are these in camelCase (config-file.ts). */
export const RUN_OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'api-secret': { type: 'string' },
  'second-api-key': { type: 'string' },
  'second-api-secret': { type: 'string' },
  'report-dir': { type: 'string' },
  only: { type: 'string', multiple: true },
  skip: { type: 'string', multiple: true },
  'fail-on': { type: 'string' },
  seed: { type: 'string' },
  runs: { type: 'string' },
  'timeout-ms': { type: 'string' },
  concurrency: { type: 'string' },
  rate: { type: 'string' },
  shard: { type: 'string' },
  'horizon-days': { type: 'string' },
  'max-pairs': { type: 'string' },
  'memory-budget': { type: 'string' },
  'datetime-format': { type: 'string' },
  signer: { type: 'string' },
  list: { type: 'boolean' },
  'accept-skip': { type: 'string', multiple: true },
  'property-time-limit': { type: 'string' },
  baseline: { type: 'string' },
  'baseline-strict': { type: 'boolean' },
  header: { type: 'string', multiple: true },
  verbose: { type: 'boolean' },
  'log-requests': { type: 'string' },
  config: { type: 'string' },
  'print-config': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function integer(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--${name} expects an integer of at least ${min}, got "${text}"`);
  }
  return Number(text);
}

function positiveNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(n > 0)) throw new UsageError(`--${name} expects a positive number, got "${text}"`);
  return n;
}

function pair(who: string, key: string | undefined, secret: string | undefined, keyFlag: string, secretFlag: string): Credentials | undefined {
  if (key === undefined && secret === undefined) return undefined;
  if (!key) throw new UsageError(`${who}: ${secretFlag} given without ${keyFlag}`);
  if (!secret) throw new UsageError(`${who}: ${keyFlag} given without ${secretFlag}`);
  return { apiKey: key, apiSecret: secret };
}

type FlagText = (name: keyof typeof RUN_OPTIONS) => string | undefined;
type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads `tarc run` arguments over the options of a config file (a flag given replaces the file's
 * value, a list included), and TARC_* credentials; every mistake is a UsageError, naming the file and
 * key when the value came from the file.
 */
export function parseRunArgs(argv: readonly string[], env: Env, config?: RunConfig, refused: readonly string[] = []): RunCommand {
  const fromArgv = readFlags(argv, refused);
  try {
    const command = runCommandOf({ ...config?.values, ...fromArgv }, env, config);
    return { ...command, inConfigTerms: (message) => inConfigTerms(message, config, fromArgv) };
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(inConfigTerms(error.message, config, fromArgv));
    throw error;
  }
}

/** The `--help` and `--config` of a command line, read before any config file is. */
export function runFlagsFirst(argv: readonly string[]): { help: boolean; config?: string } {
  const values = readFlags(argv);
  return { help: values.help === true, ...(typeof values.config === 'string' ? { config: values.config } : {}) };
}

function runCommandOf(values: Flags, env: Env, config: RunConfig | undefined): Omit<RunCommand, 'inConfigTerms'> {
  const str: FlagText = (name) => values[name] as string | undefined;
  const notices: string[] = [];
  const baseUrl = readBaseUrl(str);
  const { credentials, secondCredentials } = readCredentials(str, env, baseUrl, notices);
  const choices = readChoices(str);
  const baselineFile = readBaseline(values, str, choices.shard !== undefined);
  const headers = parseHeaders((values.header as string[] | undefined) ?? []);
  const proxy = baseUrl !== undefined ? proxyFromEnv(env) : undefined;
  const through = baseUrl !== undefined ? proxyUsedFor(baseUrl, proxy) : undefined;
  if (through) notices.push(`requests go through the proxy ${through} (HTTPS_PROXY/HTTP_PROXY; NO_PROXY to bypass it)`);

  const options: RunSuiteOptions = {
    ...(baseUrl !== undefined ? { baseUrl: canonicalBaseUrl(baseUrl) } : {}),
    ...(credentials ? { credentials } : {}),
    ...(secondCredentials ? { secondCredentials } : {}),
    ...(values.only ? { only: values.only as string[] } : {}),
    ...(values.skip ? { skip: values.skip as string[] } : {}),
    ...choices,
    ...(values['accept-skip'] ? { acceptSkip: values['accept-skip'] as string[] } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(proxy ? { proxy } : {}),
  };
  applyNumbers(options, str);

  return {
    help: values.help === true,
    list: values.list === true,
    reportDir: str('report-dir') ?? 'reports',
    options,
    notices,
    ...(baselineFile !== undefined ? { baseline: { file: baselineFile, strict: values['baseline-strict'] === true } } : {}),
    verbose: values.verbose === true,
    printConfig: values['print-config'] === true,
    values,
    ...(config ? { config: config.file } : {}),
    ...(str('log-requests') !== undefined ? { logRequests: str('log-requests') } : {}),
  };
}

/** The flags as node:util's parseArgs reads them, its errors reworded as one UsageError sentence. */
/** `refused`: options a command parses only to refuse (rerun's selection): no typo is told to use them. */
function readFlags(argv: readonly string[], refused: readonly string[] = []): Flags {
  return parseCommandArgs(argv, RUN_OPTIONS, false, refused).values;
}

function readBaseUrl(str: FlagText): string | undefined {
  const baseUrl = str('base-url');
  if (baseUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(baseUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new UsageError(`--base-url expects an http(s) URL, got "${baseUrl}"`);
    }
  }
  return baseUrl;
}

/** Both accounts' credentials, from the flags or else TARC_*; only with --base-url (the embedded server has its own). */
function readCredentials(
  str: FlagText,
  env: Env,
  baseUrl: string | undefined,
  notices: string[],
): { credentials?: Credentials | undefined; secondCredentials?: Credentials | undefined } {
  const flagCredentials = [str('api-key'), str('api-secret'), str('second-api-key'), str('second-api-secret')].some((v) => v !== undefined);
  if (baseUrl === undefined && flagCredentials) {
    throw new UsageError('credentials need --base-url (the embedded reference server uses its own demo accounts)');
  }
  if (baseUrl === undefined) {
    if (env.TARC_API_KEY || env.TARC_SECOND_API_KEY) notices.push('TARC_API_KEY / TARC_SECOND_API_KEY are ignored without --base-url');
    return {};
  }
  const credentials = pair('credentials', str('api-key') ?? env.TARC_API_KEY, str('api-secret') ?? env.TARC_API_SECRET, '--api-key', '--api-secret');
  const secondCredentials = pair(
    'second credentials',
    str('second-api-key') ?? env.TARC_SECOND_API_KEY,
    str('second-api-secret') ?? env.TARC_SECOND_API_SECRET,
    '--second-api-key',
    '--second-api-secret',
  );
  if (secondCredentials && !credentials) throw new UsageError('second credentials given without primary credentials (--api-key, --api-secret)');
  return { credentials, secondCredentials };
}

/** The run's choices that are one of a set: --fail-on, --datetime-format, --shard, --signer (only those given). */
function readChoices(str: FlagText): Pick<RunSuiteOptions, 'failOn' | 'datetimeFormat' | 'shard' | 'signer'> {
  const failOn = str('fail-on');
  if (failOn !== undefined && failOn !== 'must' && failOn !== 'should') {
    throw new UsageError(`--fail-on expects must or should, got "${failOn}"`);
  }
  const datetimeFormat = str('datetime-format');
  if (datetimeFormat !== undefined && !DATETIME_FORMATS.includes(datetimeFormat as DateTimeFormat)) {
    throw new UsageError(`--datetime-format expects one of ${DATETIME_FORMATS.join(', ')}, got "${datetimeFormat}"`);
  }
  const shard = readShard(str('shard'));
  const signer = str('signer');
  if (signer === '') throw new UsageError('--signer expects a file');
  return {
    ...(failOn ? { failOn } : {}),
    ...(shard ? { shard } : {}),
    ...(datetimeFormat ? { datetimeFormat: datetimeFormat as DateTimeFormat } : {}),
    ...(signer !== undefined ? { signer } : {}),
  };
}

function readShard(shardText: string | undefined): { index: number; count: number } | undefined {
  if (shardText === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(shardText);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard expects I/N with 1 <= I <= N, got "${shardText}"`);
  }
  return { index, count };
}

function readBaseline(values: Flags, str: FlagText, sharded: boolean): string | undefined {
  const baselineFile = str('baseline');
  if (values['baseline-strict'] === true && baselineFile === undefined) throw new UsageError('--baseline-strict needs --baseline FILE');
  if (baselineFile !== undefined && sharded) {
    throw new UsageError('--baseline judges a whole run: apply it when merging the shards (tarc merge --baseline FILE)');
  }
  if (baselineFile === '') throw new UsageError('--baseline expects a file');
  return baselineFile;
}

/** The numeric flags, each checked against its minimum, set on `options` where given. */
function applyNumbers(options: RunSuiteOptions, str: FlagText): void {
  const numbers: [keyof RunSuiteOptions, number | undefined][] = [
    ['seed', integer('seed', str('seed'), 0)],
    ['runs', integer('runs', str('runs'), 1)],
    ['timeoutMs', integer('timeout-ms', str('timeout-ms'), 1)],
    ['concurrency', integer('concurrency', str('concurrency'), 1)],
    ['horizonDays', integer('horizon-days', str('horizon-days'), 1)],
    ['maxPairs', integer('max-pairs', str('max-pairs'), 1)],
    ['memoryBudgetMiB', integer('memory-budget', str('memory-budget'), 1)],
    ['rate', positiveNumber('rate', str('rate'))],
    ['propertyTimeLimitMs', integer('property-time-limit', str('property-time-limit'), 1)],
  ];
  for (const [key, value] of numbers) if (value !== undefined) (options as Record<string, unknown>)[key] = value;
  if (options.seed !== undefined && options.seed > 2 ** 31 - 1) throw new UsageError(`--seed must be below 2^31, got ${options.seed}`);
}

// tarc.config.{json,mjs,cjs,js,mts,cts,ts}: what a team would repeat in `tarc run` flags, in one file found as
// other tools find theirs (the working directory, then each parent up to the package's or the
// repository's root), or named by --config. Its keys are the flags in camelCase (baseUrl, only,
// failOn, headers...); flags given on the command line override them. Every mistake names the file
// and the key, exit 2.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config-error.js';
import { didYouMean } from '../close-names.js';
import { fsProblem } from '../reports/fs-problem.js';

const CONFIG_NAMES = [
  'tarc.config.json',
  'tarc.config.mjs',
  'tarc.config.cjs',
  'tarc.config.js',
  'tarc.config.mts',
  'tarc.config.cts',
  'tarc.config.ts',
] as const;

type FlagSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean };
export type Flags = Record<string, string | boolean | string[] | undefined>;

export interface RunConfig {
  /** The file, absolute. */
  file: string;
  /** Its options as flag values (flag name → value), relative paths resolved against its folder. */
  values: Flags;
}

/** Flags that are no setting of a run: never in a file. */
const NOT_IN_FILE = new Set(['help', 'config', 'print-config', 'list']);
/** Secrets: a config file is committed; they come from the environment (TARC_API_SECRET...). */
const SECRET_FLAGS: Record<string, string> = { 'api-secret': 'TARC_API_SECRET', 'second-api-secret': 'TARC_SECOND_API_SECRET' };
/** Values that are paths: relative to the config file's folder, as a file's paths are. */
const PATH_FLAGS = new Set(['signer', 'baseline', 'report-dir', 'log-requests']);
/** Flags whose value is a number: a file may write it as one. */
const NUMBER_FLAGS = new Set(['seed', 'runs', 'timeout-ms', 'concurrency', 'rate', 'horizon-days', 'max-pairs', 'property-time-limit']);

/** The config key of a flag: base-url → baseUrl; header → headers. */
const keyOf = (flag: string): string => (flag === 'header' ? 'headers' : flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/** The file in `dir` or the nearest parent, up to the first folder holding package.json or .git. */
export function findConfigFile(dir: string): string | undefined {
  for (let current = resolve(dir); ; ) {
    const found = CONFIG_NAMES.map((name) => join(current, name)).filter((file) => existsSync(file));
    if (found.length > 1) throw new ConfigError(`${found.join(' and ')}: two config files in one folder; keep one`);
    if (found.length === 1) return found[0];
    const parent = dirname(current);
    if (parent === current || existsSync(join(current, 'package.json')) || existsSync(join(current, '.git'))) return undefined;
    current = parent;
  }
}

/** Node strips TypeScript types itself from 22.18 and 23.6 (22.6 with --experimental-strip-types); Node 20 cannot. */
function canImportTypeScript(): boolean {
  return Boolean((process.features as { typescript?: unknown }).typescript);
}

/** The package.json Node reads a file's module system from: the nearest one above it, with its "type". */
function packageTypeOf(file: string): { packageJson?: string; type?: string } {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson)) {
      try {
        const type = (JSON.parse(readFileSync(packageJson, 'utf8')) as { type?: unknown }).type;
        return { packageJson, ...(typeof type === 'string' ? { type } : {}) };
      } catch {
        return { packageJson };
      }
    }
    if (dirname(dir) === dir) return {};
  }
}

/**
 * Why Node could not load a config module whose syntax is not its module system's, and what to rename
 * it to: .js and .ts are what their package's "type" says (CommonJS without "type": "module"); .mjs and
 * .mts are always ES modules, .cjs and .cts always CommonJS. Undefined for any other failure.
 */
function moduleSystemHint(file: string, error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : String(error);
  const ts = /\.[mc]?ts$/.test(file);
  const base = file.replace(/^.*[\\/]/, '').replace(/\.[mc]?[jt]s$/, '');
  const esmSyntax = error instanceof SyntaxError && /Unexpected token '?export'?|Cannot use import statement outside a module|import\.meta/.test(text);
  const cjsSyntax = /\b(module|exports|require) is not defined in ES module scope/.test(text);
  if (esmSyntax && !/\.m[jt]s$/.test(file)) {
    const { packageJson, type } = packageTypeOf(file);
    const why = /\.c[jt]s$/.test(file)
      ? `${file} is CommonJS by its extension`
      : packageJson
        ? `Node reads ${file} as CommonJS (${packageJson} has ${type ? `"type": "${type}"` : 'no "type": "module"'})`
        : `Node reads ${file} as CommonJS (no package.json says "type": "module")`;
    return `${why} but it is written as an ES module (export/import): rename it to ${base}.${ts ? 'mts' : 'mjs'}, or write module.exports = { ... }`;
  }
  if (cjsSyntax && !/\.c[jt]s$/.test(file)) {
    const why = /\.m[jt]s$/.test(file)
      ? `${file} is an ES module by its extension`
      : `Node reads ${file} as an ES module (its package.json has "type": "module")`;
    return `${why} but it is written as CommonJS (module.exports/require): rename it to ${base}.${ts ? 'cts' : 'cjs'}, or write export default { ... }`;
  }
  return undefined;
}

async function readRaw(file: string): Promise<unknown> {
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new ConfigError(`cannot read ${file}: ${fsProblem(error)}`);
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ConfigError(`${file} is not JSON: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (!existsSync(file)) throw new ConfigError(`cannot read ${file}: no such file or directory`);
  if (/\.[mc]?ts$/.test(file) && !canImportTypeScript()) {
    throw new ConfigError(
      `${file}: Node ${process.versions.node} cannot load TypeScript (Node 22.18+ or 23.6+ strips types, 22.6+ with --experimental-strip-types); use tarc.config.json or tarc.config.mjs`,
    );
  }
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw new ConfigError(moduleSystemHint(file, error) ?? `cannot load ${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  if (module.default === undefined) throw new ConfigError(`${file} has no default export (export default { baseUrl: ... })`);
  // CommonJS compiled from `export default` (exports.default, marked __esModule): its default.
  const raw = module.default as { __esModule?: unknown; default?: unknown } | null;
  return raw !== null && typeof raw === 'object' && raw.__esModule === true && raw.default !== undefined ? raw.default : raw;
}

function flagValue(file: string, key: string, flag: string, spec: FlagSpec, value: unknown, folder: string): string | boolean | string[] {
  const wrong = (expected: string) => new ConfigError(`${file}: "${key}" must be ${expected}`);
  if (spec.type === 'boolean') {
    if (typeof value !== 'boolean') throw wrong('true or false');
    return value;
  }
  if (flag === 'header') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw wrong('an object of header names and values ({ "X-Gateway-Key": "..." })');
    return Object.entries(value).map(([name, v]) => {
      if (typeof v !== 'string') throw new ConfigError(`${file}: "headers.${name}" must be a string`);
      return `${name}: ${v}`;
    });
  }
  if (spec.multiple) {
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) throw wrong('a string or a list of strings');
    return list as string[];
  }
  if (typeof value === 'number' && NUMBER_FLAGS.has(flag) && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw wrong(NUMBER_FLAGS.has(flag) ? 'a number' : 'a string');
  return PATH_FLAGS.has(flag) && value !== '' && !isAbsolute(value) ? resolve(folder, value) : value;
}

/** The file's options as flag values; an unknown key, a secret, or a value of the wrong type names the file and key. */
function configValues(file: string, raw: unknown, options: Readonly<Record<string, FlagSpec>>): Flags {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(`${file}: expected an object of options ({ "baseUrl": ... })`);
  const byKey = new Map(
    Object.keys(options)
      .filter((flag) => !NOT_IN_FILE.has(flag))
      .map((flag) => [keyOf(flag), flag]),
  );
  const values: Flags = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === '$schema') continue;
    const flag = byKey.get(key);
    if (flag === undefined) throw new ConfigError(`${file}: unknown key "${key}"${didYouMean(key, byKey.keys())}`);
    if (SECRET_FLAGS[flag])
      throw new ConfigError(`${file}: "${key}" does not belong in a file that is committed: set ${SECRET_FLAGS[flag]} in the environment`);
    values[flag] = flagValue(file, key, flag, options[flag]!, value, dirname(file));
  }
  return values;
}

/** The config of a run: `explicit` (--config), else the file found from `cwd`; undefined when there is none. */
export async function loadRunConfig(explicit: string | undefined, cwd: string, options: Readonly<Record<string, FlagSpec>>): Promise<RunConfig | undefined> {
  if (explicit === '') throw new ConfigError('--config expects a file');
  const file = explicit !== undefined ? resolve(cwd, explicit) : findConfigFile(cwd);
  if (file === undefined) return undefined;
  if (!/\.(json|mjs|cjs|js|mts|cts|ts)$/.test(file)) throw new ConfigError(`${file}: a config file is .json, .mjs, .cjs, .js, .mts, .cts or .ts`);
  return { file, values: configValues(file, await readRaw(file), options) };
}

/**
 * `message` of a usage error about a flag the config file set (and the command line did not): said
 * with the file and the key, e.g. `tarc.config.json, "runs": --runs expects an integer...`.
 */
export function inConfigTerms(message: string, config: RunConfig | undefined, fromArgv: Flags): string {
  if (!config) return message;
  const flag = /--([a-z][a-z-]*)/.exec(message)?.[1];
  if (flag === undefined || config.values[flag] === undefined || fromArgv[flag] !== undefined) return message;
  return `${config.file}, "${keyOf(flag)}": ${message}`;
}

const HIDDEN = '(hidden)';

/**
 * `tarc run --print-config`: the effective options as a config file writes them (the file's, then
 * the command line's, then TARC_* credentials), secrets and credential-like header values hidden.
 */
export function effectiveConfigText(
  values: Flags,
  config: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  isCredentialHeader: (name: string) => boolean,
): string {
  const options: Record<string, unknown> = {};
  for (const [flag, value] of Object.entries(values)) {
    if (value === undefined || NOT_IN_FILE.has(flag)) continue;
    if (SECRET_FLAGS[flag]) options[keyOf(flag)] = HIDDEN;
    else if (flag === 'header') {
      options.headers = Object.fromEntries(
        (value as string[]).map((line) => {
          const colon = line.indexOf(':');
          const name = line.slice(0, colon).trim();
          return [name, isCredentialHeader(name) ? HIDDEN : line.slice(colon + 1).trim()];
        }),
      );
    } else options[keyOf(flag)] = NUMBER_FLAGS.has(flag) && /^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : value;
  }
  // Credentials from the environment, as tarc run takes them (only with a base URL).
  if (values['base-url'] !== undefined) {
    for (const [flag, name] of [
      ['api-key', 'TARC_API_KEY'],
      ['api-secret', 'TARC_API_SECRET'],
      ['second-api-key', 'TARC_SECOND_API_KEY'],
      ['second-api-secret', 'TARC_SECOND_API_SECRET'],
    ] as const) {
      if (values[flag] === undefined && env[name]) options[keyOf(flag)] = SECRET_FLAGS[flag] ? `${HIDDEN} from ${name}` : env[name];
    }
  }
  return `${JSON.stringify({ file: config ?? null, options }, null, 2)}\n`;
}

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../close-names.js';
import { UsageError } from './usage-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util's parseArgs error as one UsageError sentence, worded as every command words it, tarc
 * serve included: `unknown option "--onyl" (did you mean "--only"?)`, `--seed expects a value`,
 * `--help takes no value`, `unexpected argument "extra"`.
 */
function usageErrorOf(error: unknown, options: Options, unsuggested: readonly string[]): UsageError {
  // parseArgs explains in its first sentence; the rest is advice we word ourselves.
  const text = error instanceof Error ? error.message : String(error);
  const first = text.split('\n')[0]!.split('. ')[0]!.replace(/\.$/, '');
  const unknown = /^Unknown option '([^']*)'/.exec(first)?.[1];
  if (unknown !== undefined) {
    const names = Object.entries(options)
      .filter(([name]) => !unsuggested.includes(name))
      .flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
    return new UsageError(`unknown option "${unknown.length > 60 ? `${unknown.slice(0, 60)}…` : unknown}"${didYouMean(unknown, names)}`);
  }
  // The option's long name: `Option '-o, --output <value>' argument missing` → --output.
  const option = /^Option '(?:-\w, )?(--[\w-]+)/.exec(first)?.[1];
  if (option !== undefined && / argument missing$/.test(first)) return new UsageError(`${option} expects a value`);
  if (option !== undefined && / does not take an argument$/.test(first)) return new UsageError(`${option} takes no value`);
  if (option !== undefined && / is ambiguous$/.test(first))
    return new UsageError(`${option} expects a value: write ${option}=VALUE for a value starting with "-"`);
  const positional = /^Unexpected argument '(.*)'$/.exec(first)?.[1];
  if (positional !== undefined) return new UsageError(`unexpected argument "${positional.length > 60 ? `${positional.slice(0, 60)}…` : positional}"`);
  return new UsageError(first);
}

/**
 * parseArgs for the commands: every mistake is a one-line UsageError (usageErrorOf). `unsuggested`: options
 * parsed only to be refused by name (rerun's --only), never offered as the "did you mean" of a typo.
 */
export function parseCommandArgs(
  argv: readonly string[],
  options: Options,
  allowPositionals = true,
  unsuggested: readonly string[] = [],
): { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, strict: true, allowPositionals });
    return { values: values as Record<string, string | boolean | string[] | undefined>, positionals };
  } catch (error) {
    throw usageErrorOf(error, options, unsuggested);
  }
}

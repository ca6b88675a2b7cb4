import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs for the report commands (merge, baseline, rerun, grid): every mistake is a one-line UsageError. */
export function parseCommandArgs(
  argv: readonly string[],
  options: Options,
): { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true });
    return { values: values as Record<string, string | boolean | string[] | undefined>, positionals };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new UsageError(text.split('\n')[0]!.split('. ')[0]!.replace(/\.$/, ''));
  }
}

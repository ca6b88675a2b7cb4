import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config-error.js';
import { parseBaseline, type Baseline } from '../engine/baseline-file.js';

/** `--baseline FILE`, read before anything runs: a missing or malformed file is a configuration error (exit 2). */
export async function loadBaseline(file: string): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read baseline ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return parseBaseline(text, file);
}

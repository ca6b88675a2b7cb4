// Reading a report.json back (merge, baseline, rerun, grid): a file that is not a tarc report is a
// configuration error said in one line, never a stack trace.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config-error.js';
import type { RunReport } from '../types.js';
import { fsProblem } from './fs-problem.js';
import { reportSchemaErrors } from './schema.js';

export interface ReadReport {
  /** The file read (`DIR/report.json` when a directory was given). */
  path: string;
  report: RunReport;
}

/** Reads `path` (a report.json, or a report directory holding one) and checks it against the report schema. */
export async function readReport(path: string): Promise<ReadReport> {
  let file = path;
  try {
    if ((await stat(path)).isDirectory()) file = join(path, 'report.json');
  } catch {
    throw new ConfigError(`cannot read ${path}: no such file or directory`);
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read ${file}: ${fsProblem(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file} is not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  const errors = reportSchemaErrors(parsed);
  if (errors.length > 0) {
    throw new ConfigError(`${file} is not a tarc report.json (${errors.slice(0, 2).join('; ')}${errors.length > 2 ? `; and ${errors.length - 2} more` : ''})`);
  }
  return { path: file, report: parsed as RunReport };
}

import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SecretSet } from '../http/redact.js';
import type { RunReport } from '../types.js';
import type { ReportCommand } from './accept-hint.js';
import { reportHtml } from './html.js';
import { reportJson } from './json.js';
import { reportJunit } from './junit.js';
import { reportMarkdown } from './markdown.js';

export interface ReportPaths {
  json: string;
  junit: string;
  html: string;
  markdown: string;
}

export function reportPaths(dir: string): ReportPaths {
  return {
    json: join(dir, 'report.json'),
    junit: join(dir, 'junit.xml'),
    html: join(dir, 'report.html'),
    markdown: join(dir, 'summary.md'),
  };
}

/** Removes an earlier run's reports, so they are never left looking current (the run writes new ones at its end). */
export async function clearReports(dir: string): Promise<void> {
  await refuseFile(dir);
  await Promise.all(Object.values(reportPaths(dir)).map((path) => rm(path, { force: true })));
}

/** A report directory that is a file is said in words (not ENOTDIR/EEXIST from deep inside). */
async function refuseFile(dir: string): Promise<void> {
  const found = await stat(dir).catch(() => undefined);
  if (found && !found.isDirectory()) throw new Error(`${dir} is a file, not a directory`);
}

async function mkdirFor(dir: string): Promise<void> {
  await refuseFile(dir);
  await mkdir(dir, { recursive: true });
}

/** Writes to a temporary name, then renames: a reader never sees half a report. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

export interface WriteOptions {
  /**
   * The secrets the report was scrubbed of (a run's or a proxy session's: every API secret and
   * signature sent); an empty set where none is known (a merge of reports written earlier).
   */
  secrets: SecretSet;
  /** The command whose words the reports use (`run` if left out). */
  command?: ReportCommand;
}

/**
 * Writes report.json, junit.xml, report.html and summary.md into `dir` (created if needed). The
 * report was scrubbed as a value; the text of each file gets a last pass with `secrets` (in every
 * encoding), so a path the value pass missed (an object key, a value cut deep) cannot leak. The
 * replacement is escaped for the format (`&lt;redacted&gt;` in HTML and XML).
 */
export async function writeReports(report: RunReport, dir: string, { secrets, command = 'run' }: WriteOptions): Promise<ReportPaths> {
  await mkdirFor(dir);
  const paths = reportPaths(dir);
  const pass = (text: string, markup = false) => secrets.scrubText(text, markup ? '&lt;redacted&gt;' : undefined);
  await Promise.all([
    writeAtomically(paths.json, pass(reportJson(report))),
    writeAtomically(paths.junit, pass(reportJunit(report), true)),
    writeAtomically(paths.html, pass(reportHtml(report, command), true)),
    writeAtomically(paths.markdown, pass(reportMarkdown(report, command))),
  ]);
  return paths;
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunReport } from '../types.js';
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

/** Writes report.json, junit.xml, report.html and summary.md into `dir` (created if needed). */
export async function writeReports(report: RunReport, dir: string): Promise<ReportPaths> {
  await mkdir(dir, { recursive: true });
  const paths: ReportPaths = {
    json: join(dir, 'report.json'),
    junit: join(dir, 'junit.xml'),
    html: join(dir, 'report.html'),
    markdown: join(dir, 'summary.md'),
  };
  await Promise.all([
    writeFile(paths.json, reportJson(report)),
    writeFile(paths.junit, reportJunit(report)),
    writeFile(paths.html, reportHtml(report)),
    writeFile(paths.markdown, reportMarkdown(report)),
  ]);
  return paths;
}

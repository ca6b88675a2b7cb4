import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { ConfigError } from '../config-error.js';
import { gridHtml, gridMarkdown, type GridColumn } from '../reports/grid.js';
import { fsProblem } from '../reports/fs-problem.js';
import { readReport } from '../reports/read.js';
import { canonicalBaseUrl } from '../reports/target-url.js';
import { parseCommandArgs } from './args.js';
import { GRID_HELP } from './ci-help.js';
import type { Io } from './io.js';
import { UsageError } from './usage-error.js';

/** A default column label: the target, or the report's directory when targets repeat. */
function labels(entries: { label?: string; path: string; baseUrl: string; embedded: boolean }[]): string[] {
  const base = entries.map((e) => e.label ?? (e.embedded ? 'embedded reference server' : e.baseUrl));
  return base.map((label, i) =>
    entries[i]!.label === undefined && base.filter((l) => l === label).length > 1 ? `${label} (${dirname(entries[i]!.path)})` : label,
  );
}

/** `tarc grid [LABEL=]REPORT... [-o DIR]`: grid.html and grid.md of implementations × checks. */
export async function gridCommand(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(GRID_HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('grid needs one or more reports: tarc grid [LABEL=]REPORT...');
  const out = (values.output as string | undefined) ?? 'reports/grid';
  const entries = [];
  for (const arg of positionals) {
    const m = /^([^=/\\]+)=(.+)$/.exec(arg);
    const { path, report } = await readReport(m ? m[2]! : arg);
    entries.push({ ...(m ? { label: m[1]! } : {}), path, report, baseUrl: canonicalBaseUrl(report.target.baseUrl), embedded: report.target.embedded });
  }
  const names = labels(entries);
  const columns: GridColumn[] = entries.map((e, i) => ({
    label: names[i]!,
    report: e.report,
    href: relative(out, join(dirname(e.path), 'report.html'))
      .split(sep)
      .map(encodeURIComponent)
      .join('/'),
  }));
  try {
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'grid.html'), gridHtml(columns));
    await writeFile(join(out, 'grid.md'), gridMarkdown(columns));
  } catch (error) {
    throw new ConfigError(`cannot write the grid to ${out}: ${fsProblem(error)}`);
  }
  io.stdout.write(
    `Grid of ${columns.length} reports × ${new Set(entries.flatMap((e) => e.report.results.map((r) => r.id))).size} checks: ${join(out, 'grid.html')}, ${join(out, 'grid.md')}\n`,
  );
  return 0;
}

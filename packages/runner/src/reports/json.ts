import type { RunReport } from '../types.js';

/** `report.json`: the report as data, in the shape of `schemas/report.schema.json`. */
export function reportJson(report: RunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

import { checks as allChecks, requirementsById } from '@tarc/conformance';
import type { Check, Requirement } from '@tarc/conformance';
import { levelOf } from '../engine/levels.js';
import { selectChecks } from '../engine/select.js';
import type { RunSuiteOptions } from '../types.js';

/** `tarc run --list`: the selected checks, one a line: id, level, requirements. */
export function listText(
  options: RunSuiteOptions,
  checks: readonly Check<string>[] = allChecks,
  catalogue: ReadonlyMap<string, Requirement> = requirementsById,
): string {
  const selected = selectChecks(options.checks ?? checks, {
    ...(options.only ? { only: options.only } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  });
  const rows = selected.map((c) => [c.id, levelOf(c, options.requirements ?? catalogue), c.requirements.join(', ')] as const);
  const width = Math.max(2, ...rows.map((r) => r[0].length));
  return `${rows.map(([id, level, reqs]) => `${id.padEnd(width)}  ${level.padEnd(6)}  ${reqs}`).join('\n')}${rows.length ? '\n' : ''}${selected.length} checks\n`;
}

// packages/conformance/MUTATION.md as a pure function of the table, the variants and the check registry.
import type { Check } from '@tarc/conformance';
import { requirementsOfCode } from '../src/coverage.js';
import type { MutationRow } from '../src/mutation-row.js';
import type { PristineVariant } from '../src/variants.js';

export interface MutationFigures {
  caught: number;
  faults: number;
  falseFailures: number;
  variants: number;
}

export function figuresLine(f: MutationFigures): string {
  return `caught ${f.caught} of ${f.faults} faults, ${f.falseFailures} false failures on ${f.variants} pristine variants`;
}

const code = (id: string) => `\`${id}\``;

export function renderMutationMarkdown(
  rows: readonly MutationRow[],
  variants: readonly PristineVariant[],
  checks: readonly Pick<Check<string>, 'id' | 'requirements' | 'codeRequirements'>[],
  figures: MutationFigures,
): string {
  const byId = new Map(checks.map((c) => [c.id, c]));
  const out = [
    '# Mutation table',
    '',
    'Every fault of the reference server (`listFaults()`), the finding codes (`check-id/code`) the whole suite',
    'must report on it, and the requirements those codes break (a check naming several says which each code breaks). Generated from `packages/conformance/src/proofs/`: do not edit by hand;',
    'regenerate with `pnpm gen`. The figures are what the mutation table (`pnpm mutation`) holds the suite to:',
    'it fails unless every row and variant passes.',
    '',
    `**${figuresLine(figures)}** (seed 1, 3 property runs per check unless a row says more).`,
    '',
    '## Faults',
    '',
    '| Fault | --fail-on | Finding codes that must be reported | Requirements they prove |',
    '|---|---|---|---|',
  ];
  for (const row of [...rows].sort((a, b) => a.fault.localeCompare(b.fault))) {
    const requirements = [...new Set(row.fails.flatMap((finding) => requirementsOfCode(finding, byId)))].sort();
    const runs = row.runs !== undefined ? ` (${row.runs} property runs)` : '';
    out.push(`| ${code(row.fault)}${runs} | ${row.failOn ?? 'must'} | ${row.fails.map(code).join(', ')} | ${requirements.map(code).join(', ')} |`);
  }
  out.push(
    '',
    '## Pristine variants (no failure at MUST; every MUST requirement evaluated, unless the verdict says inconclusive)',
    '',
    '| Variant | Verdict | Only these SHOULD checks fail |',
    '|---|---|---|',
  );
  for (const v of variants) out.push(`| ${v.name} | ${v.verdict ?? 'pass'} | ${(v.shouldFail ?? []).map(code).join(', ') || 'none'} |`);
  out.push('');
  return out.join('\n');
}

// REQUIREMENTS.md as a pure function of the catalogue and the check registry.
import { type Check, escapeMarkdown, type Level, type Requirement } from '@tarc/conformance';
import { renderCheckCatalogue } from './check-catalogue-markdown.js';
import type { CatalogueCheck, CatalogueProof } from './check-catalogue-markdown.js';

export type CheckSummary = Pick<Check<string>, 'id' | 'title' | 'requirements'> & Partial<Pick<CatalogueCheck, 'codes' | 'codeRequirements'>>;

const LEVELS: readonly Level[] = ['MUST', 'SHOULD', 'INFO'];

/** The spec's top-level headings in document order; sections are listed in this order. */
const SPEC_HEADINGS: readonly string[] = [
  'Trading Account Read Service',
  'What the service does',
  'Resources and their fields',
  'States and transitions',
  'Endpoints',
  'Authentication',
  'Events',
  'Errors',
  'Limits',
  'Versioning',
];

/** Sections in the spec's order of their top-level heading, then in catalogue order. */
function orderSections(sections: readonly string[]): string[] {
  const rank = (section: string) => {
    const i = SPEC_HEADINGS.indexOf(section.split(' > ')[0]!);
    return i === -1 ? SPEC_HEADINGS.length : i;
  };
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
    .map((x) => x.section);
}

/** A requirement nothing can probe ("not shown"): listed as a specification gap, never checked. */
function isSpecificationGap(requirement: Requirement): boolean {
  return requirement.testable === false;
}

function quoteBlock(quote: string): string {
  const lines = quote.split('\n').map((line) => `> ${escapeMarkdown(line)}`);
  // A trailing backslash is a hard line break, so table rows stay one per line.
  return lines.map((line, i) => (i < lines.length - 1 ? `${line}\\` : line)).join('\n');
}

/**
 * Renders the catalogue: a summary (counts by level, covered and uncovered), then each section in
 * the spec's order (`SPEC_HEADINGS`, then catalogue order) with every requirement's id, level, quote, open point, note and covering checks.
 */
export function renderRequirementsMarkdown(
  requirements: readonly Requirement[],
  checks: readonly CheckSummary[],
  /** Faults of the reference server shown to make the suite report a code of the requirement, by requirement id. */
  faults?: ReadonlyMap<string, readonly string[]>,
  /** The proof table: given, the checks' codes follow, each with its meaning, file, test and faults. */
  proofs?: readonly CatalogueProof[],
): string {
  const coveredBy = new Map<string, string[]>();
  for (const check of checks) {
    for (const id of check.requirements) coveredBy.set(id, [...(coveredBy.get(id) ?? []), check.id]);
  }
  const covering = (r: Requirement): string[] => (coveredBy.get(r.id) ?? []).slice().sort();

  const out: string[] = [];
  out.push('# Requirements');
  out.push('');
  out.push(
    'Every normative statement of `trading-account-read-service.md`, with the checks that cover it and ' +
      'the reference-server faults shown to make the suite report a code of it (see MUTATION.md): a code of a check ' +
      'naming several requirements counts for those its check says it breaks. ' +
      'Generated from `packages/conformance/src/requirements/` and the check registry: do not edit by hand; ' +
      'regenerate with `pnpm gen`.',
  );
  out.push('');
  out.push(
    'Levels: **MUST** is stated by the spec and fails the run; **SHOULD** is a stated convention whose failure status is not given (fails with `--fail-on should`); **INFO** is governed by `OPEN-POINTS.md` (the spec says "not shown" or contradicts itself): reported, never failing.',
  );
  out.push('');
  out.push('## Summary');
  out.push('');
  out.push('| Level | Requirements | Covered | Uncovered | Specification gaps |');
  out.push('|---|---:|---:|---:|---:|');
  const totals = { all: 0, covered: 0, uncovered: 0, gaps: 0 };
  for (const level of LEVELS) {
    const ofLevel = requirements.filter((r) => r.level === level);
    const gaps = ofLevel.filter(isSpecificationGap).length;
    const covered = ofLevel.filter((r) => !isSpecificationGap(r) && covering(r).length > 0).length;
    const uncovered = ofLevel.length - gaps - covered;
    out.push(`| ${level} | ${ofLevel.length} | ${covered} | ${uncovered} | ${gaps} |`);
    totals.all += ofLevel.length;
    totals.covered += covered;
    totals.uncovered += uncovered;
    totals.gaps += gaps;
  }
  out.push(`| **Total** | ${totals.all} | ${totals.covered} | ${totals.uncovered} | ${totals.gaps} |`);
  out.push('');
  out.push(`Checks: ${checks.length}.`);
  const uncoveredIds = requirements.filter((r) => !isSpecificationGap(r) && covering(r).length === 0);
  out.push('');
  out.push(
    uncoveredIds.length === 0 ? 'Uncovered requirements: none.' : `Uncovered requirements: ${uncoveredIds.map((r) => `\`${r.id}\` (${r.level})`).join(', ')}.`,
  );
  out.push('');

  const sections: string[] = [];
  for (const r of requirements) if (!sections.includes(r.section)) sections.push(r.section);
  for (const section of orderSections(sections)) {
    out.push(`## ${escapeMarkdown(section)}`);
    out.push('');
    for (const r of requirements.filter((x) => x.section === section)) {
      out.push(`### \`${r.id}\` (${r.level})`);
      out.push('');
      out.push(quoteBlock(r.quote));
      out.push('');
      if (r.openPoint !== undefined) out.push(`- Open point: OPEN-POINTS.md #${r.openPoint}`);
      if (r.note !== undefined) out.push(`- Note: ${escapeMarkdown(r.note)}`);
      const ids = covering(r);
      if (isSpecificationGap(r)) {
        out.push('- Checks: specification gap, not checked');
      } else {
        out.push(`- Checks: ${ids.length === 0 ? '**uncovered**' : ids.map((id) => `\`${id}\``).join(', ')}`);
        if (faults && r.level !== 'INFO') {
          const names = [...new Set(faults.get(r.id) ?? [])].sort();
          out.push(`- Caught faults: ${names.length === 0 ? 'none' : names.map((n) => `\`${n}\``).join(', ')}`);
        }
      }
      out.push('');
    }
  }

  if (proofs)
    out.push(
      ...renderCheckCatalogue(
        checks.map((c) => ({ codes: {}, ...c })),
        proofs,
      ),
    );

  const gaps = requirements.filter(isSpecificationGap);
  out.push('## Specification gaps');
  out.push('');
  if (gaps.length === 0) out.push('None.');
  for (const r of gaps) out.push(`- \`${r.id}\` (${escapeMarkdown(r.section)}): ${escapeMarkdown(r.quote.split('\n')[0]!)}`);
  out.push('');
  return out.join('\n');
}

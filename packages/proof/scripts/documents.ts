// Every document of this package's that is generated: REQUIREMENTS.md, MUTATION.md and the account-needs
// block of the root README.md, each a pure function of the catalogue, the checks and the proof table.
// `pnpm gen` writes them (scripts/gen.mjs); documents.test.ts fails while a committed one differs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checks, PROOF_ROWS, requirements } from '@tarc/conformance';
import { faultsByRequirement } from '../src/coverage.js';
import { PRISTINE_VARIANTS } from '../src/variants.js';
import { renderAccountNeeds, withNeedsBlock } from './account-needs.js';
import { renderMutationMarkdown } from './mutation-markdown.js';
import { renderRequirementsMarkdown } from './requirements-markdown.js';

export interface GeneratedDocument {
  /** Relative to the repository root. */
  path: string;
  text: string;
}

/** The documents as they must read, rendered afresh; `root` is the repository root (the README is read from it). */
export function generatedDocuments(root: string): GeneratedDocument[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const withNeeds = withNeedsBlock(readme, renderAccountNeeds(checks));
  if (withNeeds === undefined) throw new Error('README.md lacks the account-needs markers (<!-- account-needs:start … --> … <!-- account-needs:end -->)');
  /** What the mutation table claims and holds the suite to: every fault caught, no false failure. */
  const claimed = { caught: PROOF_ROWS.length, faults: PROOF_ROWS.length, falseFailures: 0, variants: PRISTINE_VARIANTS.length };
  return [
    {
      path: 'packages/conformance/REQUIREMENTS.md',
      text: renderRequirementsMarkdown(requirements, checks, faultsByRequirement(PROOF_ROWS, checks), PROOF_ROWS),
    },
    { path: 'packages/conformance/MUTATION.md', text: renderMutationMarkdown(PROOF_ROWS, PRISTINE_VARIANTS, checks, claimed) },
    { path: 'README.md', text: withNeeds },
  ];
}

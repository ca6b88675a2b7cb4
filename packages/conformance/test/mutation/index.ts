// The mutation table of the whole catalogue, one row per fault: the proof table of @tarc/conformance
// (src/proofs/, which `tarc explain` reads too), its fault names checked against the reference server's.
import { PROOF_ROWS } from '@tarc/conformance';
import type { MutationRow } from './types.js';

/** Typed here, where the reference server's names are known: a row naming no fault does not compile. */
export const MUTATION_ROWS: readonly MutationRow[] = PROOF_ROWS;
export { PRISTINE_VARIANTS } from './variants.js';
export type { PristineVariant } from './variants.js';
export { faultsByRequirement, mustRequirementsWithoutFault } from './coverage.js';
export { figuresLine, renderMutationMarkdown } from './markdown.js';
export { checkOfCode } from './types.js';
export type { MutationRow } from './types.js';

// The mutation table of the whole catalogue, one row per fault, gathered from the area modules.
import { ACCOUNT_ROWS } from './account.js';
import { HOSTILE_INPUT_ROWS } from './hostile-input.js';
import { ORDERS_TRADES_ROWS } from './orders-trades.js';
import { REFERENCE_DATA_ROWS } from './reference-data.js';
import type { MutationRow } from './types.js';

export const MUTATION_ROWS: readonly MutationRow[] = [...ORDERS_TRADES_ROWS, ...ACCOUNT_ROWS, ...REFERENCE_DATA_ROWS, ...HOSTILE_INPUT_ROWS];
export { PRISTINE_VARIANTS } from './variants.js';
export type { PristineVariant } from './variants.js';
export { faultsByRequirement, mustRequirementsWithoutFault } from './coverage.js';
export { figuresLine, renderMutationMarkdown } from './markdown.js';
export type { MutationFigures } from './markdown.js';
export { checkOfCode } from './types.js';
export type { MutationRow } from './types.js';

// The mutation table of the whole catalogue, one row per fault, gathered from the area modules.
import { ACCOUNT_ROWS } from './account.js';
import { EVERY_SAMPLE_ROWS } from './every-sample.js';
import { FORGED_CREDENTIALS_ROWS } from './forged-credentials.js';
import { HOSTILE_INPUT_ROWS } from './hostile-input.js';
import { ISOLATION_ROWS } from './isolation.js';
import { ORDERS_TRADES_ROWS } from './orders-trades.js';
import { QUERY_MODE_ROWS } from './query-modes.js';
import { REFERENCE_DATA_ROWS } from './reference-data.js';
import { TABLE_NOTE_ROWS } from './table-notes.js';
import type { MutationRow } from './types.js';

export const MUTATION_ROWS: readonly MutationRow[] = [...ORDERS_TRADES_ROWS, ...ACCOUNT_ROWS, ...REFERENCE_DATA_ROWS, ...HOSTILE_INPUT_ROWS,
  ...FORGED_CREDENTIALS_ROWS, ...ISOLATION_ROWS, ...QUERY_MODE_ROWS, ...TABLE_NOTE_ROWS, ...EVERY_SAMPLE_ROWS];
export { PRISTINE_VARIANTS } from './variants.js';
export type { PristineVariant } from './variants.js';
export { faultsByRequirement, mustRequirementsWithoutFault } from './coverage.js';
export { figuresLine, renderMutationMarkdown } from './markdown.js';
export type { MutationFigures } from './markdown.js';
export { checkOfCode } from './types.js';
export type { MutationRow } from './types.js';

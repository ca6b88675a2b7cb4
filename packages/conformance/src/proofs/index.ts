// The proof table: one row per fault of the reference server, with the finding codes it must make the
// suite report. Data only (fault names are strings here), so the published package does not depend
// on the reference server; the mutation table runs the rows, `tarc explain` reads them.
import { ACCOUNT_ROWS } from './account.js';
import { BODY_ENCODING_ROWS } from './body-encoding.js';
import { EVERY_EXCHANGE_ROWS } from './every-exchange.js';
import { EVERY_SAMPLE_ROWS } from './every-sample.js';
import { EQUIVALENT_FORM_ROWS } from './equivalent-forms.js';
import { FORGED_CREDENTIALS_ROWS } from './forged-credentials.js';
import { HOSTILE_INPUT_ROWS } from './hostile-input.js';
import { ISOLATION_ROWS } from './isolation.js';
import { LAST_CODE_ROWS } from './last-codes.js';
import { LIST_ROWS } from './lists.js';
import { ORDERS_TRADES_ROWS } from './orders-trades.js';
import { PROBLEM_ROWS } from './problems.js';
import { QUERY_MODE_ROWS } from './query-modes.js';
import { REFERENCE_DATA_ROWS } from './reference-data.js';
import { TABLE_NOTE_ROWS } from './table-notes.js';
import type { ProofRow } from './types.js';

const ROWS = [
  ...ORDERS_TRADES_ROWS,
  ...ACCOUNT_ROWS,
  ...REFERENCE_DATA_ROWS,
  ...HOSTILE_INPUT_ROWS,
  ...FORGED_CREDENTIALS_ROWS,
  ...ISOLATION_ROWS,
  ...QUERY_MODE_ROWS,
  ...TABLE_NOTE_ROWS,
  ...EVERY_SAMPLE_ROWS,
  ...EVERY_EXCHANGE_ROWS,
  ...BODY_ENCODING_ROWS,
  ...EQUIVALENT_FORM_ROWS,
  ...LIST_ROWS,
  ...PROBLEM_ROWS,
  ...LAST_CODE_ROWS,
] as const satisfies readonly ProofRow[];

/**
 * Every row, in the mutation table's order. Its faults and codes keep their literal types, so the
 * mutation table narrows them to the reference server's fault names, yet every row has every field.
 */
export const PROOF_ROWS: readonly ProofRow<(typeof ROWS)[number]['fault'], (typeof ROWS)[number]['fails'][number]>[] = ROWS;

/** The rows (of the proof table, or of `rows`) whose fault must make the suite report `code` (`check-id/code`). */
export function faultsProving(code: string, rows: readonly ProofRow<string, string>[] = PROOF_ROWS): readonly ProofRow<string, string>[] {
  return rows.filter((row) => row.fails.includes(code));
}

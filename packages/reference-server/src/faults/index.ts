// The fault catalogue: every area's faults in one registry, looked up by name.
import { ACCOUNT_FAULTS } from './account.js';
import { AUTH_FAULTS } from './auth.js';
import { BODY_ENCODING_FAULTS } from './body-encoding.js';
import { ERROR_FAULTS } from './errors.js';
import { EVERY_EXCHANGE_FAULTS } from './every-exchange.js';
import { EVERY_SAMPLE_FAULTS } from './every-sample.js';
import { EQUIVALENT_FORM_FAULTS } from './equivalent-forms.js';
import { SIGNED_INPUT_FAULTS } from './signed-inputs.js';
import { HOSTILE_INPUT_FAULTS } from './hostile-input.js';
import { FORGED_CREDENTIALS_FAULTS } from './forged-credentials.js';
import { ISOLATION_FAULTS } from './isolation.js';
import { LIST_FAULTS, RECORD_FAULTS } from './lists.js';
import { ORDER_FAULTS } from './orders.js';
import { QUERY_MODE_FAULTS } from './query-modes.js';
import { REFERENCE_DATA_FAULTS } from './reference-data.js';
import { TABLE_NOTE_FAULTS } from './table-notes.js';
import { TRADE_FAULTS } from './trades.js';
import type { Fault, FaultInfo } from './types.js';

const TABLES = [
  ORDER_FAULTS,
  TRADE_FAULTS,
  ACCOUNT_FAULTS,
  AUTH_FAULTS,
  REFERENCE_DATA_FAULTS,
  ERROR_FAULTS,
  HOSTILE_INPUT_FAULTS,
  FORGED_CREDENTIALS_FAULTS,
  TABLE_NOTE_FAULTS,
  ISOLATION_FAULTS,
  QUERY_MODE_FAULTS,
  EVERY_SAMPLE_FAULTS,
  EVERY_EXCHANGE_FAULTS,
  BODY_ENCODING_FAULTS,
  EQUIVALENT_FORM_FAULTS,
  SIGNED_INPUT_FAULTS,
  LIST_FAULTS,
  RECORD_FAULTS,
] as const;

/** Every fault name of the catalogue, as a literal union: an unknown name does not compile. */
export type FaultName = (typeof TABLES)[number][number]['name'];

export const FAULTS: readonly Fault[] = TABLES.flat();

const BY_NAME: ReadonlyMap<string, Fault> = new Map(FAULTS.map((fault) => [fault.name, fault]));

/** True when `name` is a fault of the catalogue (for names read from user input). */
export function isFaultName(name: string): name is FaultName {
  return BY_NAME.has(name);
}

export function findFault(name: string): Fault | undefined {
  return BY_NAME.get(name);
}

/** The catalogue as `tarc serve --list-faults` prints it. */
export function listFaults(): FaultInfo[] {
  return FAULTS.map(({ name, description, requirements }) => ({ name, description, requirements: [...requirements] }));
}

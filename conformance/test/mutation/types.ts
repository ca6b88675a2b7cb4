// One row of the mutation table: a fault of the reference server and what the whole suite must say.
import type { FindingCode } from '@tarc/conformance';
import type { FaultName } from '@tarc/reference-server';

/**
 * `Fault` and `Code` are the catalogue's (an unknown fault or check id does not compile); the table's
 * own tools take any (`MutationRow<string, string>`).
 */
export interface MutationRow<Fault extends string = FaultName, Code extends string = FindingCode> {
  /** A fault name of `listFaults()` (an unknown name does not compile). */
  fault: Fault;
  /**
   * Finding codes that must be reported against it, `check-id/code` (at least these; a fault may
   * break more rules). Deleting the assertion behind a code makes its row fail.
   */
  fails: readonly Code[];
  /**
   * `should` when the fault breaks only SHOULD requirements (a convention the spec shows but whose
   * failure status it does not give): the run fails only with `--fail-on should`. Default `must`.
   */
  failOn?: 'should';
  /** Reference-server size the fault needs to show (e.g. more than 1000 trades in one window). */
  orders?: number;
  /** Profile values the fault needs to show (e.g. reference data behind authentication). */
  profile?: Readonly<Record<string, unknown>>;
}

/** The check a finding code belongs to: `orders.canceled-excluded/listed` → `orders.canceled-excluded`. */
export const checkOfCode = (code: string): string => code.split('/')[0]!;

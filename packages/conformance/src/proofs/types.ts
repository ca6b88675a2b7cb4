// One row of the proof table: a fault of the reference server and the finding codes the whole suite
// must report against it. The mutation table (packages/proof/test/mutation*.test.ts) runs every row;
// `tarc explain` and REQUIREMENTS.md read the same rows to name the faults that prove a code.
import type { FindingCode } from '../checks/index.js';

/**
 * `Fault` is a fault name of `@tarc/reference-server` (`listFaults()`). This package does not depend on
 * the reference server, so here it is any string; the mutation table narrows the rows to `FaultName`
 * (packages/proof/src/mutation-row.ts), so an unknown fault does not compile there. `Code` is the catalogue's.
 */
export interface ProofRow<Fault extends string = string, Code extends string = FindingCode> {
  /** A fault name of the reference server's `listFaults()`. */
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
  /**
   * Property runs per check of this row's run, where a property check meets the fault only on some
   * cases (a range over 90 days, orderIdAfter, orderBy=ASC): the table's 3 runs draw too few of them.
   * Set from how often the cases that show the fault are drawn, so that nearly every seed meets one;
   * the check's own table test runs the same number.
   */
  runs?: number;
  /** Profile values the fault needs to show (e.g. reference data behind authentication). */
  profile?: Readonly<Record<string, unknown>>;
  /**
   * True when only the judge of every exchange shows the fault: the answer breaking the rule came to
   * another check (a lookup, a fuzz case), so the check of the code, run alone, cannot show it.
   */
  judgedElsewhere?: true;
}

/** The check a finding code belongs to: `orders.canceled-excluded/listed` → `orders.canceled-excluded`. */
export const checkOfCode = (code: string): string => code.split('/')[0]!;

// One row of the mutation table: a fault of the reference server and what the whole suite must say.

export interface MutationRow {
  /** A fault name of `listFaults()`. */
  fault: string;
  /** Checks that must fail against it (at least these; a fault may break more rules). */
  fails: readonly string[];
  /**
   * `should` when the fault breaks only SHOULD requirements (a convention the spec shows but whose
   * failure status it does not give): the run fails only with `--fail-on should`. Default `must`.
   */
  failOn?: 'should';
  /** Reference-server size the fault needs to show (e.g. more than 1000 trades in one window). */
  orders?: number;
}

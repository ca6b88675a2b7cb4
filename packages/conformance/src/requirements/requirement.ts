// What a requirement of the catalogue is: the ground the catalogue's files and the check types stand on.
/**
 * MUST: stated by the spec; a failure fails the run.
 * SHOULD: a stated convention whose failure status the spec does not give; fails with --fail-on should.
 * INFO: the spec says "not shown" or contradicts itself; observed and reported, never failing.
 */
export type Level = 'MUST' | 'SHOULD' | 'INFO';

export interface Requirement {
  /** Stable id, e.g. `ORD-LIST-CANCELED-EXCLUDED`. */
  id: string;
  /** Spec section path, e.g. `Endpoints > GET /v1/orders`. */
  section: string;
  /** The sentence (or table row) of the spec the requirement comes from, verbatim. */
  quote: string;
  level: Level;
  /** OPEN-POINTS.md entry that governs how the suite treats it. */
  openPoint?: number;
  /** How the suite reads the sentence, where that is not obvious. */
  note?: string;
  /**
   * False for statements no probe can test (a gap the spec leaves open: rate limits, events).
   * Such requirements are listed as specification gaps, never checked.
   */
  testable?: boolean;
}

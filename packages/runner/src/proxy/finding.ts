// A proxy finding: one rule broken by one exchange, with the spec sentence it breaks.
import type { Evidence, Level } from '@tarc/conformance';

export interface ProxyFinding {
  /** The rule's stable id, e.g. `list.canceled-order`. */
  rule: string;
  /** The finding code the rule gave it (`<check id>/<code>`): the code `tarc run` reports for the same broken rule. */
  code: string;
  requirement: string;
  section: string;
  quote: string;
  level: Level;
  message: string;
  /** `GET /v1/orders?…` as the client sent it (path and query only). */
  request: string;
  evidence: Evidence;
  /** 1-based number of the exchange in the session. */
  exchange: number;
}

// A proxy finding: one rule broken by one exchange, with the spec sentence it breaks.
import type { Evidence, Level } from '@tarc/conformance';

export interface ProxyFinding {
  /** The rule's stable code, e.g. `list.canceled-order`. */
  code: string;
  requirement: string;
  /** The finding code `tarc run` gives the same broken rule (`<check id>/<code>`), where one exchange shows it there too. */
  runCode?: string;
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

// A proxy rule: a fact one exchange can show, named by a stable code, standing on catalogue ids.
import type { ExchangeFacts } from '../facts.js';
import type { EvidenceExtra, ObservedExchange } from '../observed.js';

export interface Violation {
  /** One line, in words; may quote server text (escaped before it is printed). */
  message: string;
  /** The catalogue requirement this violation breaks (one of the rule's `requirements`). */
  requirement: string;
  evidence?: EvidenceExtra;
  /** The finding code `tarc run` gives this broken rule (`<check id>/<code>`), when the rule knows it better than run-codes.ts. */
  runCode?: string;
}

export interface ProxyRule {
  /** Stable finding code, e.g. `list.canceled-order`. */
  code: string;
  title: string;
  /** Requirement ids of @tarc/conformance's catalogue the rule may report. */
  requirements: readonly string[];
  /** `undefined` when the rule does not apply to this exchange; `[]` when it holds. */
  check(x: ObservedExchange, facts: ExchangeFacts): Violation[] | undefined;
}

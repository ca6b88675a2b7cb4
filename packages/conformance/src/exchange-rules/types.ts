// A single-exchange rule: what one request and its answer can prove, given the request's own
// parameters. Typed with the catalogue's RequirementId and the checks' FindingCode: the rule names
// the code of each violation itself, so the run, the proxy and @tarc/vitest report it alike.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import type { ExchangeFacts } from './facts.js';
import type { JudgedExchange } from './judged-exchange.js';

export type { JudgedExchange };

export interface EvidenceExtra {
  expected?: string;
  actual?: string;
  note?: string;
  /** The part of the body that shows the violation (a record, the errors object); default the body. */
  body?: unknown;
}

export interface Violation<C extends FindingCode = FindingCode> {
  /** The finding code of the broken rule: one of the rule's `codes`, the same in the run, the proxy and @tarc/vitest. */
  code: C;
  /** One line, in words; may quote server text (escaped before it is printed). */
  message: string;
  /** The catalogue requirement this violation breaks (one of the rule's `requirements`). */
  requirement: RequirementId;
  evidence?: EvidenceExtra;
}

export interface ExchangeRule<C extends FindingCode = FindingCode> {
  /** Stable rule id, e.g. `list.canceled-order` (`tarc proxy` reports the rule as `proxy.<id>`). */
  code: string;
  title: string;
  /** Requirement ids of the catalogue the rule may report. */
  requirements: readonly RequirementId[];
  /** Every finding code the rule emits: codes of the checks that judge the same rule (a check calling it reports them). */
  codes: readonly C[];
  /** `undefined` when the rule does not apply to this exchange; `[]` when it holds. */
  check(x: JudgedExchange, facts: ExchangeFacts): Violation<C>[] | undefined;
}

// A single-exchange rule: what one request and its answer can prove, given the request's own
// parameters. Typed with the catalogue's RequirementId and the run's FindingCode: the run, the
// proxy and @tarc/vitest report a broken rule under the same code.
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

export interface Violation {
  /** One line, in words; may quote server text (escaped before it is printed). */
  message: string;
  /** The catalogue requirement this violation breaks (one of the rule's `requirements`). */
  requirement: RequirementId;
  evidence?: EvidenceExtra;
  /** The run's finding code, where the rule knows it better than run-codes.ts. */
  runCode?: FindingCode;
}

export interface ExchangeRule {
  /** Stable rule code, e.g. `list.canceled-order` (`tarc proxy` reports it as `proxy.<code>`). */
  code: string;
  title: string;
  /** Requirement ids of the catalogue the rule may report. */
  requirements: readonly RequirementId[];
  /** `undefined` when the rule does not apply to this exchange; `[]` when it holds. */
  check(x: JudgedExchange, facts: ExchangeFacts): Violation[] | undefined;
}

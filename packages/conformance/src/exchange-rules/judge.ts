// Judges one exchange by every single-exchange rule: the one judge the run, `tarc proxy` and
// @tarc/vitest share. Each violation carries its rule, its requirement and the code the rule gave it.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { exchangeFacts, type Knowledge } from './facts.js';
import { EXCHANGE_RULES } from './index.js';
import type { EvidenceExtra, ExchangeRule, JudgedExchange } from './types.js';

export interface RuleViolation {
  /** The rule's code, e.g. `list.canceled-order`. */
  rule: string;
  requirement: RequirementId;
  /** The finding code the rule gave this violation (`<check id>/<code>`). */
  code: FindingCode;
  message: string;
  evidence?: EvidenceExtra;
}

export interface ExchangeJudgement {
  violations: RuleViolation[];
  /** Codes of the rules that applied to this exchange. */
  applied: string[];
}

const declared = new WeakMap<ExchangeRule, ReadonlySet<FindingCode>>();
/** The rule's declared codes as a set, made once per rule. */
function codesOf(rule: ExchangeRule): ReadonlySet<FindingCode> {
  let codes = declared.get(rule);
  if (!codes) declared.set(rule, (codes = new Set(rule.codes)));
  return codes;
}

/**
 * `now` is the caller's clock, handed to the domain's query rules (which read none). A violation under a
 * code its rule does not declare is a bug of ours: it throws (the callers count the exchange as not judged).
 */
export function judgeExchange(x: JudgedExchange, knowledge: Knowledge, now: Date, rules: readonly ExchangeRule[] = EXCHANGE_RULES): ExchangeJudgement {
  const facts = exchangeFacts(x, knowledge, now);
  const violations: RuleViolation[] = [];
  const applied: string[] = [];
  for (const rule of rules) {
    const found = rule.check(x, facts);
    if (found === undefined) continue;
    applied.push(rule.code);
    for (const v of found) {
      if (!codesOf(rule).has(v.code)) throw new Error(`rule ${rule.code} gave the undeclared code ${v.code}`);
      violations.push({
        rule: rule.code,
        requirement: v.requirement,
        code: v.code,
        message: v.message,
        ...(v.evidence ? { evidence: v.evidence } : {}),
      });
    }
  }
  return { violations, applied };
}

/** Pairs a broker-pairs list names, from an unfiltered 200 (for "must be an existing pair"); undefined when it names none. */
export function pairsOf(x: JudgedExchange): ReadonlySet<string> | undefined {
  if (x.operation.name !== 'brokerPairs' || x.status !== 200 || !Array.isArray(x.json) || x.query.has('symbol')) return undefined;
  const symbols = x.json.map((p: unknown) => (p !== null && typeof p === 'object' ? (p as Record<string, unknown>).symbol : undefined));
  return symbols.length > 0 && symbols.every((s): s is string => typeof s === 'string') ? new Set(symbols) : undefined;
}

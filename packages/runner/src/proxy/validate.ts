// Judges one proxied exchange with the shared single-exchange rules (@tarc/conformance) and turns
// their violations into the proxy's findings, with the spec's words and the exchange as evidence.
import { EXCHANGE_RULES, judgeExchange as judgeByRules, pairsOf, requirementsById, type ExchangeRule, type Knowledge } from '@tarc/conformance';
import type { ProxyFinding } from './finding.js';
import { exchangeEvidence, type ObservedExchange } from './observed.js';

export interface RuleTally {
  /** Exchanges the rule applied to. */
  applied: number;
  /** Exchanges that broke it. */
  failed: number;
}

export interface ExchangeVerdict {
  findings: ProxyFinding[];
  /** Codes of the rules that applied to this exchange. */
  applied: string[];
}

/** The request line a finding names: method, path and query (never headers). */
function requestLine(x: ObservedExchange): string {
  const u = new URL(x.url);
  return `${x.method} ${u.pathname}${u.search}`;
}

/** Judges one exchange; `number` numbers it in the session. */
export function judgeExchange(
  x: ObservedExchange,
  knowledge: Knowledge,
  now: Date,
  number: number,
  rules: readonly ExchangeRule[] = EXCHANGE_RULES,
): ExchangeVerdict {
  const { violations, applied } = judgeByRules(x, knowledge, now, rules);
  const findings = violations.map((v): ProxyFinding => {
    const r = requirementsById.get(v.requirement)!;
    return {
      rule: v.rule,
      code: v.code,
      requirement: r.id,
      section: r.section,
      quote: r.quote,
      level: r.level,
      message: v.message,
      request: requestLine(x),
      evidence: exchangeEvidence(x, { ...v.evidence, note: v.evidence?.note ?? `${v.rule}: ${v.message}` }),
      exchange: number,
    };
  });
  return { findings, applied };
}

/** Pairs a broker-pairs list names, learned from an unfiltered 200 (for "must be an existing pair"). */
export function learn(x: ObservedExchange, knowledge: Knowledge): void {
  const pairs = pairsOf(x);
  if (pairs) knowledge.pairs = pairs;
}

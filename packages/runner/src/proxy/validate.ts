// Applies every proxy rule to one exchange and turns violations into findings with the spec's words.
import { requirementsById } from '@tarc/conformance';
import { exchangeFacts, type Knowledge } from './facts.js';
import type { ProxyFinding } from './finding.js';
import { exchangeEvidence, type ObservedExchange } from './observed.js';
import { PROXY_RULES, type ProxyRule } from './rules/index.js';
import { runCodeOf } from './rules/run-codes.js';

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

/**
 * Judges one exchange. `now` is the proxy's clock, handed to the domain's query rules (which read
 * none); `number` numbers the exchange in the session.
 */
export function judgeExchange(
  x: ObservedExchange,
  knowledge: Knowledge,
  now: Date,
  number: number,
  rules: readonly ProxyRule[] = PROXY_RULES,
): ExchangeVerdict {
  const facts = exchangeFacts(x, knowledge, now);
  const findings: ProxyFinding[] = [];
  const applied: string[] = [];
  for (const rule of rules) {
    const violations = rule.check(x, facts);
    if (violations === undefined) continue;
    applied.push(rule.code);
    for (const v of violations) {
      const r = requirementsById.get(v.requirement);
      /* v8 ignore next -- rules.test.ts proves every rule names catalogue ids */
      if (!r) throw new Error(`proxy rule ${rule.code} names requirement ${v.requirement}, not in the catalogue`);
      const runCode = runCodeOf(rule.code, v, x);
      findings.push({
        code: rule.code,
        requirement: r.id,
        ...(runCode !== undefined ? { runCode } : {}),
        section: r.section,
        quote: r.quote,
        level: r.level,
        message: v.message,
        request: requestLine(x),
        evidence: exchangeEvidence(x, { ...v.evidence, note: v.evidence?.note ?? `${rule.code}: ${v.message}` }),
        exchange: number,
      });
    }
  }
  return { findings, applied };
}

/** Pairs a broker-pairs list names, learned from an unfiltered 200 (for "must be an existing pair"). */
export function learn(x: ObservedExchange, knowledge: Knowledge): void {
  if (x.operation.name !== 'brokerPairs' || x.status !== 200 || !Array.isArray(x.json) || x.query.has('symbol')) return;
  const symbols = x.json.map((p: unknown) => (p !== null && typeof p === 'object' ? (p as Record<string, unknown>).symbol : undefined));
  if (symbols.length > 0 && symbols.every((s): s is string => typeof s === 'string')) knowledge.pairs = new Set(symbols);
}

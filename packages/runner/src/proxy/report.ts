// A proxy session as a RunReport, so the runner's writers (report.json, junit.xml, report.html,
// summary.md) serve it unchanged: one result per proxy rule, `proxy.<code>`, failed when an exchange
// broke it, passed when it applied and held, not evaluated (no-data) when no exchange it applies to
// passed through.
import { requirementsById, type Level } from '@tarc/conformance';
import { summarize } from '../engine/summary.js';
import type { CheckResult, ResultFinding, RunReport, SpecReference } from '../types.js';
import { TOOL } from '../version.js';
import { failuresResult } from './failures.js';
import type { ProxyFinding } from './finding.js';
import { EXCHANGE_RULES, type ExchangeRule } from '@tarc/conformance';
import { findingTotal, type ProxySession } from './session.js';

/** Evidence kept per rule in a report: the first exchanges that broke it. */
const EVIDENCE_PER_RULE = 10;

const RANK: Record<Level, number> = { INFO: 0, SHOULD: 1, MUST: 2 };

function spec(ids: readonly string[]): SpecReference[] {
  return ids.map((id) => {
    const r = requirementsById.get(id)!;
    return { requirement: r.id, section: r.section, quote: r.quote, level: r.level };
  });
}

/** One finding per code: the first exchange that broke it, with that exchange as its proof. */
function firstPerCode(findings: readonly ProxyFinding[]): ResultFinding[] {
  const out = new Map<string, ResultFinding>();
  for (const f of findings) {
    if (!out.has(f.code)) out.set(f.code, { code: f.code, message: `${f.request}: ${f.message}`, evidence: [f.evidence] });
  }
  return [...out.values()];
}

function result(rule: ExchangeRule, session: ProxySession, findings: readonly ProxyFinding[]): CheckResult {
  const tally = session.tallies.get(rule.code) ?? { applied: 0, failed: 0 };
  const failed = findings.length > 0;
  const requirements = failed ? [...new Set(findings.map((f) => f.requirement))] : [...rule.requirements];
  const refs = spec(requirements);
  const level = refs.reduce<Level>((l, r) => (RANK[r.level] > RANK[l] ? r.level : l), 'INFO');
  const first = findings[0];
  return {
    id: `proxy.${rule.code}`,
    title: rule.title,
    section: `Proxy: ${rule.code.split('.')[0]}`,
    level,
    status: failed ? 'failed' : tally.applied > 0 ? 'passed' : 'not-evaluated',
    ...(failed || tally.applied > 0 ? {} : { reason: 'no-data' as const }),
    // One finding per code, the code `tarc run` gives the same broken rule.
    findings: firstPerCode(findings),
    requirements,
    spec: refs,
    message: failed
      ? `${tally.failed} of ${tally.applied} exchanges broke it (${session.findingCounts.get(rule.code) ?? findings.length} findings); first: ${first!.request}: ${first!.message}`
      : tally.applied > 0
        ? `held on ${tally.applied} exchanges`
        : 'no exchange it applies to passed through the proxy',
    evidence: findings.slice(0, EVIDENCE_PER_RULE).map((f) => f.evidence),
    durationMs: 0,
  };
}

/** The session as a report; `failOn` as `tarc run` reads it (default must). */
export function proxyReport(session: ProxySession, failOn: 'must' | 'should' = 'must'): RunReport {
  const byRule = new Map<string, ProxyFinding[]>();
  for (const f of session.findings) (byRule.get(f.rule) ?? byRule.set(f.rule, []).get(f.rule)!).push(f);
  const results = [...EXCHANGE_RULES.map((rule) => result(rule, session, byRule.get(rule.code) ?? [])), failuresResult(session.failures, session.exchanges)];
  const notes = [
    `tarc proxy: ${session.exchanges} exchanges forwarded to ${session.target}, ${session.judged} of the spec's operations judged, ${findingTotal(session)} findings.`,
    ...session.notes,
  ];
  if (session.unjudged > 0)
    notes.push(`${session.unjudged} responses were forwarded but not judged (body over --max-body-bytes, undecodable, or in an unknown Content-Encoding).`);
  if (session.notJudged > 0)
    notes.push(
      `${session.notJudged} of ${session.exchanges} exchanges were forwarded but not judged: the judge was behind the traffic (its queue was full), and they were counted, not judged.`,
    );
  if (session.upstreamErrors > 0)
    notes.push(`${session.upstreamErrors} requests got no complete answer from the target (the client got 502 or 504, or its connection closed).`);
  if (session.failures.total > session.failures.kept.length)
    notes.push(`${session.failures.total - session.failures.kept.length} more failed exchanges than the ${session.failures.kept.length} kept with evidence.`);
  if (session.refusedConnections > 0) notes.push(`${session.refusedConnections} client connections were closed at once: --max-connections were open.`);
  if (!session.pairsKnown) notes.push('No broker-pairs list was read: "pairSymbol must be an existing pair" was not judged.');
  // Every credential value of an exchange with a finding, in every encoding: a last pass over the
  // value here, and over each file's text when written (reports/write.ts).
  return session.secrets.scrubValue<RunReport>({
    tool: { ...TOOL },
    target: { baseUrl: session.target, embedded: false, reachable: session.exchanges > 0 || session.upstreamErrors === 0 },
    // A proxy session has no seed and no property runs: the fields keep the report schema's form.
    seed: 0,
    runs: 1,
    failOn,
    startedAt: session.startedAt.toISOString(),
    durationMs: session.durationMs,
    summary: summarize(results, failOn, true, session.exchanges),
    notes,
    results,
    observations: [],
    gaps: [],
  });
}

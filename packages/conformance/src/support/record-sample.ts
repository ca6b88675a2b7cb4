// Record findings over a sample whose records came from several exchanges.
import type { ResourceKind } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Exchange } from '#types';
import { recordFindings, recordFindingsByCode } from './records.js';
import { passed, withFindings } from './outcome.js';

/** Findings of `validateResource` (lenient unless asked) filtered by code, as one outcome naming the first ones. */
export function sampleFindingsOutcome(
  kind: ResourceKind,
  what: string,
  records: readonly unknown[],
  sources: readonly Exchange[],
  filter: { codes?: readonly string[]; excludeCodes?: readonly string[]; mode?: 'strict' | 'lenient' },
  passMessage = `${records.length} ${what} checked`,
): CheckOutcome {
  const findings = recordFindings(kind, records, { mode: 'lenient', ...filter, limit: 20 });
  if (findings.length === 0) return passed(passMessage);
  return withFindings(
    recordFindingsByCode(what, findings, (f) =>
      sources[f.index]!.evidence({ expected: `${f.field} as the spec's table says`, actual: f.message, body: records[f.index] }),
    ),
  );
}

/**
 * Records of the pairs a fresh sample left out, read from the lists the run already received
 * (discovery reads every pair): for each other pair, its records in the first answer (by URL) that
 * holds any, so that a rule is judged on every discovered pair at no request's cost.
 */
export function recordsOfOtherPairs(
  ctx: CheckContext,
  path: '/v1/orders' | '/v1/trades',
  sampled: readonly unknown[],
): { records: unknown[]; sources: Exchange[]; pairs: string[] } {
  const pairOf = (r: unknown) => (r !== null && typeof r === 'object' ? (r as { pairSymbol?: unknown }).pairSymbol : undefined);
  const covered = new Set(sampled.map(pairOf).filter((p): p is string => typeof p === 'string'));
  const out = { records: [] as unknown[], sources: [] as Exchange[], pairs: [] as string[] };
  const lists = ctx
    .exchanges()
    .filter((e) => e.status === 200 && Array.isArray(e.json) && e.request.path === path)
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  for (const e of lists) {
    const fresh = new Map<string, unknown[]>();
    for (const r of e.json as unknown[]) {
      const p = pairOf(r);
      if (typeof p !== 'string' || covered.has(p)) continue;
      const records = fresh.get(p);
      if (records) records.push(r);
      else fresh.set(p, [r]);
    }
    for (const [p, records] of fresh) {
      covered.add(p);
      out.pairs.push(p);
      for (const r of records) {
        out.records.push(r);
        out.sources.push(e);
      }
    }
  }
  return out;
}

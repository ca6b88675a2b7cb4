// Orders the lists do not show (a Canceled order never appears there), found without knowing the
// server: the orderIds of trades that no listed order has, then holes between listed decimal ids.
import { idOrderingFor } from '@tarc/domain';
import type { ListRecord } from './list-target.js';
import type { CheckContext } from '#types';
import { encodeSegment } from './encode-segment.js';

const MAX_FROM_TRADES = 10;
const MAX_FROM_GAPS = 10;

export interface Candidate {
  id: string;
  from: string;
  referenced: boolean;
}

/**
 * Candidates by discovered account: three checks ask for the same list, and it sorts every listed id.
 * Keyed by the account data itself (one per run), so two runs never share an answer.
 */
const byAccount = new WeakMap<object, readonly Candidate[]>();

/** Ids of orders the lists did not show: trades' orderIds, then holes between listed decimal ids. */
export function unlistedCandidates(ctx: CheckContext): readonly Candidate[] {
  const account = ctx.discovery.account;
  const known = byAccount.get(account);
  if (known) return known;
  const candidates = Object.freeze(findCandidates(account.orders, account.trades).map((c) => Object.freeze(c)));
  byAccount.set(account, candidates);
  return candidates;
}

function findCandidates(orders: CheckContext['discovery']['account']['orders'], trades: CheckContext['discovery']['account']['trades']): Candidate[] {
  const listed = [...(orders?.values() ?? [])].flat().map((o) => String(o.id));
  const known = new Set(listed);
  const out: Candidate[] = [];
  for (const t of trades ?? []) {
    const id = String(t.orderId);
    if (known.has(id) || out.some((c) => c.id === id)) continue;
    out.push({ id, from: `orderId of trade ${String(t.id)}`, referenced: true });
    if (out.length >= MAX_FROM_TRADES) break;
  }
  if (listed.length > 1 && idOrderingFor(listed) === 'numeric') {
    // Every id is a decimal integer here, so the integers themselves sort exactly as compareIds does.
    const sorted = [...known].map((id) => BigInt(id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    let gaps = 0;
    for (let i = 1; i < sorted.length && gaps < MAX_FROM_GAPS; i++) {
      for (let id = sorted[i - 1]! + 1n; id < sorted[i]! && id - sorted[i - 1]! <= 3n && gaps < MAX_FROM_GAPS; id++) {
        if (!out.some((c) => c.id === String(id))) out.push({ id: String(id), from: 'a gap between listed ids', referenced: false });
        gaps++;
      }
    }
  }
  return out;
}

/** The Canceled orders of this account among the unlisted candidates, read by id (at most `max`). */
export async function canceledById(ctx: CheckContext, max: number): Promise<ListRecord[]> {
  const ours = new Set([...(ctx.discovery.account.orders?.values() ?? [])].flat().map((o) => String(o.accountId)));
  const found = unlistedCandidates(ctx).slice(0, max);
  const results = await Promise.all(found.map((c) => ctx.http.get(`/v1/orders/${encodeSegment(c.id)}`)));
  return results
    .filter((e) => e.status === 200 && e.json !== null && typeof e.json === 'object' && !Array.isArray(e.json))
    .map((e) => e.json as ListRecord)
    .filter((o) => o.status === 'Canceled' && (ours.size === 0 || ours.has(String(o.accountId))));
}

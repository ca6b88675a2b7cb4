import { addDays, parseDateTimeInput } from '@tarc/domain';
import { Findings, unobservable } from '#support/outcome.js';
import { fetchList } from '#support/fetch-list.js';
import { walkPages } from '#support/walk-pages.js';
import { datetime } from '#support/query-datetimes.js';
import { MAX_RANGE_DAYS } from '#spec-constants';
import type { Check, CheckContext, Exchange, Query } from '#types';

const LISTS = ['/v1/orders', '/v1/trades', '/v1/crypto-withdrawals', '/v1/crypto-deposits'] as const;
type ListPath = (typeof LISTS)[number];
/** The size of a page of the fallback walk, and how many pages it reads at most. */
const WALK_SIZE = 7;
const WALK_PAGES = 4;

/** A short last page: its query (page and pageSize set) and how many records it held. */
interface LastPage {
  query: URLSearchParams;
  page: number;
  length: number;
  exchange: Exchange;
}

/**
 * A 200 of the run that is a short, non-empty page of a list in a closed window (createdAtBefore at
 * or before the run's start; no orderIdAfter or orderId, whose results grow with new records): the
 * last page of its query.
 */
function lastPageOf(e: Exchange, path: ListPath, now: string): LastPage | undefined {
  if (e.status !== 200 || !Array.isArray(e.json) || e.json.length === 0) return undefined;
  // The path as the request was built (a base URL's path prefix is no part of it); the query as sent.
  if (e.request.path !== path) return undefined;
  const q = new URL(e.url).searchParams;
  const page = Number(q.get('page'));
  const size = Number(q.get('pageSize'));
  if (q.has('orderIdAfter') || q.has('orderId')) return undefined;
  // Closed before the run started: no record arriving during the run can enter it.
  const before = parseDateTimeInput(q.get('createdAtBefore') ?? '');
  if (before === undefined || before > now) return undefined;
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(size) || size < 1 || e.json.length >= size) return undefined;
  if ([...q.keys()].some((k) => q.getAll(k).some((v) => v === ''))) return undefined;
  return { query: q, page, length: e.json.length, exchange: e };
}

/** Without a short page in the run: walk pages of 7 of the last 90 days (at most four). */
async function walkFor(ctx: CheckContext, path: ListPath): Promise<LastPage | string> {
  const window: Query = { createdAtAfter: datetime(ctx, addDays(ctx.discovery.now, -MAX_RANGE_DAYS)), createdAtBefore: datetime(ctx, ctx.discovery.now) };
  let query: Query = window;
  if (path === '/v1/orders' || path === '/v1/trades') {
    const pairs =
      path === '/v1/orders'
        ? [...(ctx.discovery.account.orders ?? new Map()).entries()].filter(([, list]) => list.length > 0).map(([p]) => p)
        : [...new Set((ctx.discovery.account.trades ?? []).map((t) => t?.pairSymbol).filter((p): p is string => typeof p === 'string'))];
    if (pairs.length === 0) return `no ${path.slice(4)} discovered`;
    query = { ...window, pairSymbol: path === '/v1/orders' ? pairs[0]! : [pairs[0]!] };
  }
  const walk = await walkPages(ctx, path, query, WALK_SIZE, WALK_PAGES);
  if (!walk.ok) return `the walk of ${path} was not answered with lists (the list checks report why)`;
  const last = walk.exchanges.at(-1)!;
  return (walk.complete && lastPageOf(last, path, ctx.discovery.now)) || `${path} holds no short non-empty page within ${WALK_PAGES} pages of ${WALK_SIZE}`;
}

const CODES = {
  'page-past-last-not-empty': 'the page after the last page of a list holds records',
} as const;

/**
 * A page past the last one is []: the page after a short page the run already holds (discovery's
 * walks end on one for every list it read), one request per list; a list without one is walked in
 * pages of 7. Not a final check: those only read, so that their counts stay fixed.
 */
export const pagePastLastEmpty = {
  id: 'general.page-past-last-empty',
  title: 'Orders, trades, withdrawals and deposits: the page after the last one is an empty array',
  requirements: ['GEN-PAGE-PAST-LAST-EMPTY'],
  codes: CODES,
  needs: { credentials: true, orders: 1, trades: 1, withdrawals: 1, deposits: 1 },
  section: 'Limits',
  async run(ctx) {
    const seen = [...ctx.exchanges()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const found = await Promise.all(
      LISTS.map(async (path) => {
        for (const e of seen) {
          const last = lastPageOf(e, path, ctx.discovery.now);
          if (last) return last;
        }
        return walkFor(ctx, path);
      }),
    );
    const lasts = found.filter((f): f is LastPage => typeof f !== 'string');
    const gaps = found.filter((f): f is string => typeof f === 'string');
    if (lasts.length === 0) return unobservable(`no list showed a last page: ${gaps.join('; ')}`);
    const next = await Promise.all(
      lasts.map((l) => {
        const query: Record<string, string | string[]> = {};
        for (const key of new Set(l.query.keys())) {
          const values = l.query.getAll(key);
          query[key] = values.length > 1 ? values : values[0]!;
        }
        return fetchList<Record<string, unknown>>(ctx, l.exchange.request.path, { ...query, page: String(l.page + 1) });
      }),
    );
    const findings = new Findings(CODES);
    lasts.forEach((l, i) => {
      const after = next[i]!;
      // A status or body that is no list is the list checks' finding (the spec gives this request no failure).
      if (!after.ok || after.items.length === 0) return;
      const lastIds = new Set((l.exchange.json as { id?: unknown }[]).map((r) => String(r?.id)));
      const repeats = after.items.filter((r) => lastIds.has(String(r?.id))).length;
      const path = l.exchange.request.path;
      findings.add(
        'page-past-last-not-empty',
        `${path}: page ${l.page + 1}, after the last page ${l.page} (${l.length} records), holds ${after.items.length} records${repeats > 0 ? `, ${repeats} of them repeated from page ${l.page}` : ''}`,
        after.exchange.evidence({
          expected: '[] (no record past the last page)',
          actual: `${after.items.length} records`,
        }),
      );
    });
    const note = gaps.length > 0 ? ` (not seen: ${gaps.join('; ')})` : '';
    return findings.outcome(`the page after the last one was [] on ${lasts.length} lists${note}`);
  },
} as const satisfies Check;

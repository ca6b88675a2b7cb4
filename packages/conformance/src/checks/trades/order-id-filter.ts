import { addDays } from '@tarc/domain';
import { listProblem } from '#support/fetch-list.js';
import { asRecords } from '#support/list-target.js';
import type { ListRecord } from '#support/list-target.js';
import { Findings, failed, noData } from '#support/outcome.js';
import { missingFrom, showIds } from '#support/probes/collect.js';
import { ceilSecond, createdAtOf, notAfterRunStart, plusSeconds } from '#support/timestamps.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, CheckContext, Exchange } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { MAX_RANGE_DAYS, TRADES_PAGE_SIZE } from '#spec-constants';

type Reading = 'alone' | 'with pairSymbol';

/** The orders with the most discovered trades, and those trades. */
export function busiestOrders(trades: readonly ListRecord[], n: number): [string, ListRecord[]][] {
  const byOrder = new Map<string, ListRecord[]>();
  for (const t of trades) {
    const id = String(t.orderId);
    const list = byOrder.get(id);
    if (list) list.push(t);
    else byOrder.set(id, [t]);
  }
  return [...byOrder.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, n);
}

const CODES = {
  'refused-both-readings': 'orderId was refused both alone and with pairSymbol and a window',
  'other-order-returned': 'orderId=X returned a trade of another order',
  'order-trades-missing': 'orderId=X missed trades of that order seen in discovery',
} as const;

/**
 * orderId (read as a filter): only that order's trades, and every one discovery saw. Sent alone
 * ("when set, no other parameter may be sent"); when refused, beside pairSymbol and a window
 * ("pairSymbol … yes"). Either reading passes and is reported (OPEN-POINTS #1).
 */
export const tradesOrderIdFilter = {
  id: 'trades.order-id-filter',
  title: 'GET /v1/trades: orderId returns the trades of that order only (alone or with pairSymbol)',
  requirements: ['TRD-LIST-ORDER-ID'],
  codes: CODES,
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const trades = (ctx.discovery.account.trades ?? []) as unknown as ListRecord[];
    const orders = busiestOrders(
      trades.filter((t) => createdAtOf(t) !== undefined),
      3,
    );
    if (orders.length === 0) return noData('no trades were discovered, so no orderId is known');
    const findings = new Findings(CODES);
    const readings = new Set<Reading>();
    for (const [orderId, known] of orders) {
      const result = await askByOrderId(ctx, orderId, known);
      if ('refused' in result) {
        findings.add(
          'refused-both-readings',
          `orderId=${orderId} was refused both alone and with pairSymbol and a window`,
          result.refused.evidence({
            expected: '200 with the trades of the order, in one reading or the other (OPEN-POINTS #1)',
            actual: String(result.refused.status),
          }),
        );
        continue;
      }
      if (!result.ok) return result.outcome;
      readings.add(result.reading);
      const stray = result.items.find((t) => String(t.orderId) !== orderId);
      if (stray) {
        findings.add(
          'other-order-returned',
          `orderId=${orderId} returned trade ${String(stray.id)} of order ${JSON.stringify(stray.orderId)}`,
          result.exchange.evidence({
            expected: `only trades with orderId ${orderId}`,
            actual: `${String(stray.id)} has orderId ${JSON.stringify(stray.orderId)}`,
          }),
        );
      }
      const missing = missingFrom(known, result.items);
      // Alone, no pageSize may be sent: a full default page (50) may hide the rest.
      const full = result.reading === 'alone' ? TRADES_PAGE_SIZE.default : TRADES_PAGE_SIZE.max;
      if (missing.length > 0 && result.items.length < full) {
        findings.add(
          'order-trades-missing',
          `orderId=${orderId} misses trades of that order (${showIds(missing)})`,
          result.exchange.evidence({
            expected: `the ${known.length} trades of order ${orderId} seen in discovery`,
            actual: `${result.items.length} trades, missing ${showIds(missing)}`,
          }),
        );
      }
    }
    return findings.outcome(
      `orderId filtered the trades of ${orders.length} orders; the server takes orderId ${[...readings].join(' and ') || '(no reading)'} (OPEN-POINTS #1)`,
    );
  },
} as const satisfies Check;

const LIST_PATH = '/v1/trades';

async function askByOrderId(ctx: CheckContext, orderId: string, known: readonly ListRecord[]) {
  const alone = await ctx.http.get(LIST_PATH, { orderId });
  if (alone.status < 400 || alone.status >= 500) return asList(alone, 'alone');
  const newest = known
    .map((t) => createdAtOf(t)!)
    .sort()
    .at(-1)!;
  const before = notAfterRunStart(ctx, plusSeconds(ceilSecond(newest), 1));
  const paired = await ctx.http.get(LIST_PATH, {
    orderId,
    pairSymbol: [String(known[0]!.pairSymbol)],
    pageSize: TRADES_PAGE_SIZE.max,
    createdAtBefore: datetime(ctx, before),
    createdAtAfter: datetime(ctx, addDays(before, -MAX_RANGE_DAYS)),
  });
  if (paired.status >= 400 && paired.status < 500) return { refused: paired };
  return asList(paired, 'with pairSymbol');
}

function asList(exchange: Exchange, reading: Reading) {
  const problem = listProblem(exchange);
  if (problem) return { ok: false as const, outcome: failed(problem.code, problem.message, [exchange.evidence(problem)]) };
  return { ok: true as const, items: asRecords(exchange.json as unknown[]), exchange, reading };
}

import { listProblem } from '#support/fetch-list.js';
import { asRecords } from '#support/list-target.js';
import type { ListRecord } from '#support/list-target.js';
import { Findings, failed, unobservable } from '#support/outcome.js';
import { spreadSample } from '#support/probes/boundaries.js';
import { idsOf } from '#support/probes/collect.js';
import { createdAtOf, exactDatetime } from '#support/timestamps.js';
import type { Check, CheckOutcome, Exchange } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onTrades } from '#support/trades-target.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

const CODES = {
  'other-day-returned': 'createdAt=DAY returned a trade of another day',
  'trade-missing': 'createdAt=DAY did not return a trade created on that day',
} as const;

/**
 * createdAt: "trades at this specific date". Either reading passes (OPEN-POINTS #12): a trade's own
 * createdAt returns that trade, and only trades of that calendar day (the day reading holds them
 * all; the instant reading only those of that instant). A refused date-time is retried as the date.
 */
export const tradesCreatedAtDate = {
  id: 'trades.created-at-date',
  title: "GET /v1/trades: createdAt equal to a trade's createdAt returns it, and only trades of that day",
  requirements: ['TRD-LIST-CREATED-AT'],
  codes: CODES,
  needs: { credentials: true, trades: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onTrades(ctx, async (target) => {
      const findings = new Findings(CODES);
      const readings = new Set<string>();
      for (const trade of spreadSample(target.records, 2)) {
        const at = createdAtOf(trade)!;
        const day = at.slice(0, 10);
        const text = exactDatetime(ctx, at);
        let sent = text;
        let result = text === undefined ? undefined : await ctx.http.get(target.path, { ...target.base, createdAt: text, pageSize: TRADES_PAGE_SIZE.max });
        if (!result || (result.status >= 400 && result.status < 500)) {
          sent = day;
          result = await ctx.http.get(target.path, { ...target.base, createdAt: day, pageSize: TRADES_PAGE_SIZE.max });
        }
        if (result.status >= 400 && result.status < 500) {
          return unobservable(
            `createdAt was refused (${result.status}) both as ${text ?? 'a date-time'} and as the date ${day}: the accepted DATETIME format is not shown (OPEN-POINTS #2)`,
          );
        }
        const list = fetchListOf(result);
        if ('outcome' in list) return list.outcome;
        const other = list.items.find((t) => String(t.createdAt).slice(0, 10) !== day);
        if (other) {
          findings.add(
            'other-day-returned',
            `createdAt=${sent} returned trade ${String(other.id)} of another day (${String(other.createdAt)})`,
            result.evidence({
              expected: `trades of ${day} only ("trades at this specific date")`,
              actual: `${String(other.id)} at ${String(other.createdAt)}`,
            }),
          );
        }
        if (!idsOf(list.items).includes(String(trade.id)) && list.items.length < TRADES_PAGE_SIZE.max) {
          findings.add(
            'trade-missing',
            `createdAt=${sent} does not return trade ${String(trade.id)} created then`,
            result.evidence({
              expected: `trade ${String(trade.id)} created at ${String(trade.createdAt)}`,
              actual: `${list.items.length} trades, ids ${idsOf(list.items).slice(0, 5).join(', ') || 'none'}`,
            }),
          );
        }
        const sameInstant = list.items.every((t) => createdAtOf(t) === at);
        readings.add(sent === day ? 'the date (the date-time was refused)' : sameInstant ? 'instant' : 'day');
      }
      const reading = readings.has('day')
        ? 'a calendar day'
        : readings.has('instant')
          ? 'an instant (only trades of that instant came back)'
          : [...readings].join(', ');
      return findings.outcome(`createdAt returned the trade and only trades of its day; the server read it as ${reading} (OPEN-POINTS #12)`);
    });
  },
} as const satisfies Check;

function fetchListOf(exchange: Exchange): { items: ListRecord[] } | { outcome: CheckOutcome } {
  const problem = listProblem(exchange);
  if (problem) return { outcome: failed(problem.code, problem.message, [exchange.evidence(problem)]) };
  return { items: asRecords(exchange.json as unknown[]) };
}

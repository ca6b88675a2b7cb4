// What every GET /v1/trades response must satisfy for the query that produced it.
import { TRADE_SIDES } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { ListRecord } from '#support/list-target.js';
import { createdAtViolation } from '#support/ordering.js';
import { outsideBounds, spansTooLong, strayValue } from '#support/probes/invariants.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

export interface TradesCase {
  pairSymbol: string[];
  side?: 'Buy' | 'Sell';
  createdAtBefore: Instant;
  createdAtAfter?: Instant;
  page?: number;
  pageSize?: number;
  order?: 'ASC' | 'DESC';
}

/** The codes tradeInvariantProblem can give, one per invariant, each with what it means (for a generated query). */
export const TRADE_INVARIANT_CODES = {
  'over-page-size': 'a page holds more trades than the pageSize asked for (or the default)',
  'wrong-pair': 'a trade of another pair than pairSymbol is listed',
  'wrong-side': 'a trade of a side not asked for is listed',
  'outside-bounds': 'a trade lies outside the createdAt window asked for',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
  'not-ordered-by-created-at': 'the trades are not in the createdAt order asked for',
} as const;
export type TradeInvariantCode = keyof typeof TRADE_INVARIANT_CODES;

export function tradeInvariantProblem(c: TradesCase, records: readonly ListRecord[]): { code: TradeInvariantCode; message: string } | undefined {
  const pageSize = c.pageSize ?? TRADES_PAGE_SIZE.default;
  if (records.length > pageSize) return { code: 'over-page-size', message: `${records.length} trades on a page of pageSize ${pageSize}` };
  const checks: [TradeInvariantCode, string | undefined][] = [
    ['wrong-pair', strayValue(records, 'pairSymbol', c.pairSymbol)],
    ['wrong-side', strayValue(records, 'side', c.side ? [c.side] : TRADE_SIDES)],
    ['outside-bounds', outsideBounds(records, c.createdAtAfter, c.createdAtBefore)],
    ['spans-over-90-days', spansTooLong(records)],
  ];
  for (const [code, message] of checks) if (message) return { code, message };
  const order = c.order ?? 'DESC';
  const v = createdAtViolation(records, order);
  return v ? { code: 'not-ordered-by-created-at', message: `not ordered by createdAt ${order}: ${v.previous} then ${v.current}` } : undefined;
}

// What every GET /v1/trades response must satisfy for the query that produced it.
import { TRADE_SIDES } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { ListRecord } from '../../../support/list-target.js';
import { createdAtViolation } from '../../../support/ordering.js';
import { outsideBounds, spansTooLong, strayValue } from '../../../support/probes/invariants.js';

export interface TradesCase {
  pairSymbol: string[];
  side?: 'Buy' | 'Sell';
  createdAtBefore: Instant;
  createdAtAfter?: Instant;
  page?: number;
  pageSize?: number;
  order?: 'ASC' | 'DESC';
}

export function tradeInvariantProblem(c: TradesCase, records: readonly ListRecord[]): string | undefined {
  const pageSize = c.pageSize ?? 50;
  if (records.length > pageSize) return `${records.length} trades on a page of pageSize ${pageSize}`;
  const problem =
    strayValue(records, 'pairSymbol', c.pairSymbol) ??
    strayValue(records, 'side', c.side ? [c.side] : TRADE_SIDES) ??
    outsideBounds(records, c.createdAtAfter, c.createdAtBefore) ??
    spansTooLong(records);
  if (problem) return problem;
  const order = c.order ?? 'DESC';
  const v = createdAtViolation(records, order);
  return v ? `not ordered by createdAt ${order}: ${v.previous} then ${v.current}` : undefined;
}

// What every GET /v1/orders response must satisfy for the query that produced it.
import { LISTABLE_ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { ListRecord } from '../../../support/list-target.js';
import { createdAtViolation, idViolation } from '../../../support/ordering.js';
import { outsideBounds, spansTooLong, strayValue } from '../../../support/probes/invariants.js';
import { belowFloor, idMode } from './ids.js';

/** A valid orders query, as generated; dates as instants (sent in the configured format). */
export interface OrdersCase {
  pairSymbol: string;
  type?: string[];
  status?: string[];
  orderIdAfter?: string;
  createdAtBefore?: Instant;
  createdAtAfter?: Instant;
  page?: number;
  pageSize?: number;
  order?: 'ASC' | 'DESC';
}

export function orderInvariantProblem(c: OrdersCase, records: readonly ListRecord[]): string | undefined {
  const pageSize = c.pageSize ?? 50;
  if (records.length > pageSize) return `${records.length} orders on a page of pageSize ${pageSize}`;
  const canceled = records.find((r) => r.status === 'Canceled');
  if (canceled) return `order ${String(canceled.id)} is Canceled ("Canceled orders never appear in the order list")`;
  const problem =
    strayValue(records, 'pairSymbol', [c.pairSymbol]) ??
    strayValue(records, 'status', c.status?.length ? c.status : LISTABLE_ORDER_STATUSES) ??
    strayValue(records, 'type', c.type?.length ? c.type : ORDER_TYPES) ??
    outsideBounds(records, c.createdAtAfter, c.createdAtBefore) ??
    (c.createdAtBefore !== undefined ? spansTooLong(records) : undefined);
  if (problem) return problem;
  const order = c.order ?? 'DESC';
  if (c.orderIdAfter !== undefined) {
    const { mode, words } = idMode([c.orderIdAfter, ...records.map((r) => String(r.id))]);
    const low = belowFloor(records, c.orderIdAfter, mode);
    if (low) return `order ${String(low.id)} is below orderIdAfter ${c.orderIdAfter} (${words})`;
    const v = idViolation(records, order).violation;
    if (v) return `not ordered by id ${order}: ${v.previous} then ${v.current} (${words})`;
  } else {
    const v = createdAtViolation(records, order);
    if (v) return `not ordered by createdAt ${order}: ${v.previous} then ${v.current}`;
  }
  return undefined;
}

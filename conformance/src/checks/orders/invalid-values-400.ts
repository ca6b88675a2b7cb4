import { skipped } from '../../support/outcome.js';
import { datetime } from '../../support/windows.js';
import type { Check } from '../../types.js';
import { LIST_ENDPOINT, LIST_SECTION, anyPair } from './_support/target.js';
import { rejectAndAccept } from './_support/validation.js';

/**
 * "GET /v1/orders returns 400 when a parameter fails validation. The errors object is keyed by
 * parameter name." A value outside each parameter's rules, one at a time, is a 400 on that key. The
 * dates are not dates in any format, so OPEN-POINTS #2 does not excuse them.
 */
export const ordersInvalidValues400: Check = {
  id: 'orders.invalid-values-400',
  title: 'GET /v1/orders: an invalid type, status, order, page, pageSize or date is a 400 on that parameter',
  requirements: ['ORD-LIST-INVALID-400', 'ORD-LIST-TYPE', 'ORD-LIST-ORDER', 'ERR-400-ERRORS-KEYED'],
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairSymbol = anyPair(ctx);
    if (!pairSymbol) return skipped('discovery found no broker pair to send as pairSymbol');
    const base = { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now) };
    return rejectAndAccept(ctx, [
      { what: 'type=Hold', query: { ...base, type: 'Hold' }, key: 'type' },
      { what: 'type=Buy&type=Hold', query: { ...base, type: ['Buy', 'Hold'] }, key: 'type' },
      { what: 'status=Open', query: { ...base, status: 'Open' }, key: 'status' },
      { what: 'order=SIDEWAYS', query: { ...base, order: 'SIDEWAYS' }, key: 'order' },
      { what: 'page=first', query: { ...base, page: 'first' }, key: 'page' },
      { what: 'pageSize=ten', query: { ...base, pageSize: 'ten' }, key: 'pageSize' },
      { what: 'createdAtBefore=yesterday', query: { pairSymbol, createdAtBefore: 'yesterday' }, key: 'createdAtBefore' },
      { what: 'createdAtAfter=not-a-date', query: { ...base, createdAtAfter: 'not-a-date' }, key: 'createdAtAfter' },
    ], []);
  },
};

// The eleven operations as the fuzzer sees them: their parameters (spec tables) and a valid base
// query built from discovery (a pair, a window in the run's DATETIME form) and the run's clock.
import { addDays, ORDER_TYPES, SORT_ORDERS, TRADE_SIDES } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { datetime } from '#support/query-datetimes.js';
import { objectsOf } from '#support/objects.js';
import { dataWindow, instantsOf } from '#support/transfers.js';
import type { CheckContext } from '#types';
import { encode } from './hostile.js';
import type { Operation, Param } from './requests.js';
import { classifyOrdersValue, type OrdersVocabulary } from '../../../exchange-rules/input-classes.js';
import { LISTABLE_ORDER_STATUSES, ORDERS_PAGE_SIZE } from '#spec-constants';

/** A pair symbol discovery found; undefined when none. */
export function discoveredPairs(ctx: CheckContext): string[] {
  return (ctx.discovery.brokerPairs ?? []).map((p) => p.symbol).filter((s): s is string => typeof s === 'string' && s !== '');
}

const now = (ctx: CheckContext) => encode(datetime(ctx, ctx.discovery.now));
/** The run's DATETIME form, for the boundary phase's extremes in the form the server accepts. */
const datetimeForm = (ctx: CheckContext) => (instant: Instant) => datetime(ctx, instant);

/**
 * GET /v1/orders: every parameter, with the values the spec makes invalid however they are read (Errors
 * rule 1): the spec's table of input classes (exchange-rules/input-classes.ts), never the library's parser.
 */
export function ordersOperation(ctx: CheckContext, pairs: readonly string[]): Operation {
  const vocabulary: OrdersVocabulary = {
    types: ORDER_TYPES,
    listableStatuses: LISTABLE_ORDER_STATUSES,
    sortOrders: SORT_ORDERS,
    pageSize: ORDERS_PAGE_SIZE,
    pairs,
  };
  const invalid = (name: string) => (decoded: string) => classifyOrdersValue(name, decoded, vocabulary)?.class === 'invalid';
  const param = (name: string, kind: Param['kind'], enumValues?: readonly string[]): Param => ({
    name,
    kind,
    certainlyInvalid: invalid(name),
    ...(enumValues ? { enumValues } : {}),
  });
  const params: Param[] = [
    param('pairSymbol', 'string'),
    param('orderIdAfter', 'string'),
    param('type', 'string', ORDER_TYPES),
    param('status', 'string', LISTABLE_ORDER_STATUSES),
    param('createdAtBefore', 'datetime'),
    param('createdAtAfter', 'datetime'),
    param('page', 'int'),
    param('pageSize', 'int'),
    param('order', 'string', SORT_ORDERS),
  ];
  return {
    path: '/v1/orders',
    params,
    datetime: datetimeForm(ctx),
    base: [
      ['pairSymbol', encode(pairs[0]!)],
      ['createdAtBefore', now(ctx)],
      ['pageSize', '1'],
    ],
  };
}

/** GET /v1/trades: any answer but a 5xx (OPEN-POINTS #7). */
export function tradesOperation(ctx: CheckContext, pairs: readonly string[]): Operation {
  const params: Param[] = [
    { name: 'pairSymbol', kind: 'string' },
    { name: 'orderId', kind: 'string' },
    { name: 'side', kind: 'string', enumValues: TRADE_SIDES },
    { name: 'createdAtBefore', kind: 'datetime' },
    { name: 'createdAtAfter', kind: 'datetime' },
    { name: 'createdAt', kind: 'datetime' },
    { name: 'page', kind: 'int' },
    { name: 'pageSize', kind: 'int' },
    { name: 'order', kind: 'string', enumValues: SORT_ORDERS },
  ];
  return {
    path: '/v1/trades',
    params,
    datetime: datetimeForm(ctx),
    base: [
      ['pairSymbol', encode(pairs[0]!)],
      ['createdAtBefore', now(ctx)],
      ['pageSize', '1'],
    ],
  };
}

/**
 * GET /v1/crypto-withdrawals and GET /v1/crypto-deposits: a valid window, one record a page. The
 * window the transfer checks read (around the discovered records), so that the control is
 * crypto-transfers' `pageSize=1` request (one answer for both); a 30-day window without records.
 */
export function transfersOperation(ctx: CheckContext, path: '/v1/crypto-withdrawals' | '/v1/crypto-deposits'): Operation {
  const params: Param[] = [
    { name: 'symbol', kind: 'string' },
    { name: 'createdAtBefore', kind: 'datetime' },
    { name: 'createdAtAfter', kind: 'datetime' },
    { name: 'page', kind: 'int' },
    { name: 'pageSize', kind: 'int' },
    { name: 'orderBy', kind: 'string', enumValues: SORT_ORDERS },
    ...(path === '/v1/crypto-withdrawals' ? [{ name: 'externalTransactionId', kind: 'string' } as const] : []),
  ];
  const records = objectsOf(path === '/v1/crypto-withdrawals' ? ctx.discovery.account.withdrawals : ctx.discovery.account.deposits);
  const window = instantsOf(records).length > 0 ? dataWindow(ctx, records).query : undefined;
  return {
    path,
    params,
    datetime: datetimeForm(ctx),
    base: [
      ['createdAtBefore', window ? encode(window.createdAtBefore) : now(ctx)],
      ['createdAtAfter', window ? encode(window.createdAtAfter) : encode(datetime(ctx, addDays(ctx.discovery.now, -30)))],
      ['pageSize', '1'],
    ],
  };
}

/** An endpoint with at most one filter and no required parameter. */
export function simpleOperation(path: string, filter?: string): Operation {
  return { path, params: filter ? [{ name: filter, kind: 'string' }] : [], base: [] };
}

/** GET /v1/orders/{id} or /v1/trades/{id}: hostile ids, built partly on a discovered one. */
export function lookupOperation(ctx: CheckContext, which: 'orders' | 'trades'): Operation {
  const records: { id?: unknown }[] = which === 'orders' ? [...(ctx.discovery.account.orders?.values() ?? [])].flat() : (ctx.discovery.account.trades ?? []);
  const id = records.find((r) => typeof r.id === 'string' || typeof r.id === 'number')?.id;
  return { path: `/v1/${which}`, lookup: { prefix: `/v1/${which}/`, validId: id === undefined ? '1' : String(id) }, params: [], base: [] };
}

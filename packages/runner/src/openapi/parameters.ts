// The query parameters of the eleven operations, as the spec's tables state them. Enumerations,
// bounds and defaults come from @tarc/domain, the same constants its query rules enforce.
import {
  LISTABLE_ORDER_STATUSES,
  MAX_INT,
  MAX_RANGE_DAYS,
  ORDER_TYPES,
  ORDERS_PAGE_SIZE,
  schemas,
  SORT_ORDERS,
  TRADE_SIDES,
  TRADES_PAGE_SIZE,
  TRANSFERS_PAGE_SIZE,
} from '@tarc/domain';
import type { DatetimeForm } from './options.js';

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  style?: 'form';
  explode?: boolean;
}

/** The form the service writes its timestamps in: "without a zone offset, with 6 or 7 fractional-second digits". */
const SERVICE_TIMESTAMP_PATTERN = (schemas.order as { properties: Record<string, { pattern: string }> }).properties.createdAt!.pattern;

/**
 * DATETIME: "a date-time. The accepted input format: not shown." (OPEN-POINTS #2). One reading per
 * document: the service's own form (a pattern: RFC 3339's `date-time` format requires a zone, which
 * the service's form has not), or RFC 3339 (`format: date-time`).
 */
export function datetimeSchema(form: DatetimeForm): Record<string, unknown> {
  const notShown = 'DATETIME: the accepted input format is not shown by the specification (OPEN-POINTS #2);';
  return form === 'service'
    ? {
        type: 'string',
        pattern: SERVICE_TIMESTAMP_PATTERN,
        description: `${notShown} this document reads it as the form the service writes its own timestamps in: yyyy-MM-ddTHH:mm:ss.fffffff (UTC, no offset, 6 or 7 fractional digits).`,
        examples: ['2026-06-01T12:00:00.0000000'],
      }
    : {
        type: 'string',
        format: 'date-time',
        description: `${notShown} this document reads it as an RFC 3339 date-time, with Z or an offset.`,
        examples: ['2026-06-01T12:00:00.0000000Z'],
      };
}

const query = (name: string, required: boolean, description: string, schema: Record<string, unknown>): Parameter => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});

/** STRING[]: "a repeated query parameter, one occurrence per value (RFC 6570 exploded form)". */
const stringArray = (name: string, required: boolean, description: string, items: Record<string, unknown> = { type: 'string' }): Parameter => ({
  name,
  in: 'query',
  required,
  description,
  style: 'form',
  explode: true,
  schema: { type: 'array', items },
});

const page = query('page', false, 'default 1', { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_INT, default: 1 });

const pageSize = (bounds: { min: number; max: number; default: number }) =>
  query('pageSize', false, `${bounds.min} to ${bounds.max}, default ${bounds.default}`, {
    type: 'integer',
    format: 'int32',
    minimum: bounds.min,
    maximum: bounds.max,
    default: bounds.default,
  });

const sort = (name: 'order' | 'orderBy') => query(name, false, 'ASC or DESC, default Desc', { type: 'string', enum: [...SORT_ORDERS], default: 'DESC' });

const ninetyDays = `when omitted and createdAtBefore is set, defaults to the last ${MAX_RANGE_DAYS} days; the range is at most ${MAX_RANGE_DAYS} days and a larger range is replaced by ${MAX_RANGE_DAYS} days`;

export const ordersParameters = (DATETIME: Record<string, unknown>): readonly Parameter[] => [
  query('pairSymbol', true, 'must be an existing pair', { type: 'string' }),
  query(
    'orderIdAfter',
    false,
    'Required if createdAtBefore is not set. Includes orders with id greater than or equal to it; when set, the response is ordered by id, otherwise by createdAt.',
    { type: 'string' },
  ),
  stringArray('type', false, 'Buy, Sell', { type: 'string', enum: [...ORDER_TYPES] }),
  stringArray('status', false, 'Untouched, Partial, Closed; when omitted all three are returned; Canceled is rejected with a validation error (400).', {
    type: 'string',
    enum: [...LISTABLE_ORDER_STATUSES],
  }),
  query('createdAtBefore', false, 'Required if orderIdAfter is not set. Orders created on or before this time.', DATETIME),
  query('createdAtAfter', false, `Orders created after this time; ${ninetyDays}.`, DATETIME),
  page,
  pageSize(ORDERS_PAGE_SIZE),
  sort('order'),
];

export const tradesParameters = (DATETIME: Record<string, unknown>): readonly Parameter[] => [
  stringArray(
    'pairSymbol',
    true,
    'Required as the specification lists it; but when orderId is set, "no other parameter may be sent": both statements are given as stated (OPEN-POINTS #1).',
  ),
  query(
    'orderId',
    false,
    'When set, no other parameter may be sent (this conflicts with pairSymbol being listed as required; both statements are given as stated).',
    { type: 'string' },
  ),
  query('side', false, 'Buy, Sell', { type: 'string', enum: [...TRADE_SIDES] }),
  query('createdAtBefore', false, 'Required if createdAt is not set. Trades created on or before this time.', DATETIME),
  query('createdAtAfter', false, `Trades created after this time; ${ninetyDays}.`, DATETIME),
  query('createdAt', false, 'Required if createdAtBefore is not set. Trades at this specific date (a day or an instant: not said, OPEN-POINTS #12).', DATETIME),
  page,
  pageSize(TRADES_PAGE_SIZE),
  sort('order'),
];

const transfers = (DATETIME: Record<string, unknown>, extra: readonly Parameter[]): readonly Parameter[] => [
  query('symbol', false, 'crypto asset symbol', { type: 'string' }),
  query('createdAtBefore', true, 'on or before this time', DATETIME),
  query('createdAtAfter', true, 'after this time', DATETIME),
  page,
  pageSize(TRANSFERS_PAGE_SIZE),
  sort('orderBy'),
  ...extra,
];

export const withdrawalsParameters = (DATETIME: Record<string, unknown>) =>
  transfers(DATETIME, [query('externalTransactionId', false, 'the client reference given in the withdrawal request', { type: 'string' })]);
export const depositsParameters = (DATETIME: Record<string, unknown>) => transfers(DATETIME, []);
export const WALLETS_PARAMETERS: readonly Parameter[] = [query('currencySymbol', false, 'filters by currency symbol', { type: 'string' })];
export const BROKER_PAIRS_PARAMETERS: readonly Parameter[] = [query('symbol', false, 'pair symbol filter', { type: 'string' })];

export const idParameter = (what: string): Parameter => ({ name: 'id', in: 'path', required: true, description: `${what} id`, schema: { type: 'string' } });

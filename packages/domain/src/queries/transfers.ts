// GET /v1/crypto-withdrawals and GET /v1/crypto-deposits query rules.
import { validationProblem } from '../problems.js';
import { dateTime, displayName, ErrorBag, integer, MAX_INT, PAGE_DEFAULT, readParams, scalar, sortOrder } from './params.js';
import type { CryptoDepositsQuery, CryptoTransfersQuery, CryptoWithdrawalsQuery, QueryContext, QueryInput, QueryResult } from './types.js';

/** Withdrawals and deposits "pageSize: 1 to 1000, default 100". */
export const TRANSFERS_PAGE_SIZE = /* @__PURE__ */ Object.freeze({ min: 1, max: 1000, default: 100 } as const);

function required(key: string): string {
  return `The ${displayName(key)} field is required.`;
}

function transfers(params: Map<string, string[]>, errors: ErrorBag): CryptoTransfersQuery | undefined {
  const symbol = scalar(params, 'symbol', errors);
  const before = dateTime(params, 'createdAtBefore', errors);
  const after = dateTime(params, 'createdAtAfter', errors);
  for (const [key, value] of [
    ['createdAtBefore', before],
    ['createdAtAfter', after],
  ] as const) {
    if (value === undefined && !errors.has(key)) errors.add(key, required(key));
  }
  const page = integer(params, 'page', errors, 1, MAX_INT, PAGE_DEFAULT);
  const pageSize = integer(params, 'pageSize', errors, TRANSFERS_PAGE_SIZE.min, TRANSFERS_PAGE_SIZE.max, TRANSFERS_PAGE_SIZE.default);
  const orderBy = sortOrder(params, 'orderBy', errors);
  if (before === undefined || after === undefined) return undefined;
  const query: CryptoTransfersQuery = { window: { after, before }, page, pageSize, orderBy };
  if (symbol !== undefined) query.symbol = symbol;
  return query;
}

/**
 * Validates and normalizes a GET /v1/crypto-withdrawals query, reporting every error at once.
 *
 * - `createdAtBefore` ("on or before this time") and `createdAtAfter` ("after this time") are both
 *   required: "The CreatedAtBefore field is required." on each missing key. The window is half-open
 *   and is not clamped: the spec's 90-day limit names only orders and trades.
 *   `createdAtAfter >= createdAtBefore` is not an error (an empty window).
 * - `page` ≥ 1, default 1; `pageSize` 1..1000, default 100; `orderBy` ASC or DESC, case-insensitive,
 *   default DESC; `symbol` and `externalTransactionId` optional strings.
 * - A scalar parameter sent more than once is an error on its key; an empty value counts as not
 *   sent; unknown parameters are ignored. `ctx` is unused (kept for a uniform signature).
 */
export function validateCryptoWithdrawalsQuery(input: QueryInput, _ctx?: QueryContext): QueryResult<CryptoWithdrawalsQuery> {
  const params = readParams(input);
  const errors = new ErrorBag();
  const query = transfers(params, errors);
  const externalTransactionId = scalar(params, 'externalTransactionId', errors);
  if (!errors.empty || query === undefined) return { ok: false, problem: validationProblem(errors.errors) };
  const value: CryptoWithdrawalsQuery = query;
  if (externalTransactionId !== undefined) value.externalTransactionId = externalTransactionId;
  return { ok: true, value };
}

/** Validates and normalizes a GET /v1/crypto-deposits query: as withdrawals, without externalTransactionId. */
export function validateCryptoDepositsQuery(input: QueryInput, _ctx?: QueryContext): QueryResult<CryptoDepositsQuery> {
  const params = readParams(input);
  const errors = new ErrorBag();
  const query = transfers(params, errors);
  if (!errors.empty || query === undefined) return { ok: false, problem: validationProblem(errors.errors) };
  return { ok: true, value: query };
}

// GET /v1/crypto-withdrawals and GET /v1/crypto-deposits query rules.
import { dateTime, displayName, integer, IssueBag, MAX_INT, PAGE_DEFAULT, readParams, scalar, sortOrder } from './params.js';
import type { CryptoDepositsQuery, CryptoTransfersQuery, CryptoWithdrawalsQuery, QueryContext, QueryInput, QueryResult } from './types.js';

/** Withdrawals and deposits "pageSize: 1 to 1000, default 100". */
export const TRANSFERS_PAGE_SIZE = /* @__PURE__ */ Object.freeze({ min: 1, max: 1000, default: 100 } as const);

function required(key: string): string {
  return `The ${displayName(key)} field is required.`;
}

function transfers(params: Map<string, string[]>, issues: IssueBag): CryptoTransfersQuery | undefined {
  const symbol = scalar(params, 'symbol', issues);
  const before = dateTime(params, 'createdAtBefore', issues);
  const after = dateTime(params, 'createdAtAfter', issues);
  for (const [key, value] of [
    ['createdAtBefore', before],
    ['createdAtAfter', after],
  ] as const) {
    if (value === undefined && !issues.has(key)) issues.add('required', key, required(key));
  }
  const page = integer(params, 'page', issues, 1, MAX_INT, PAGE_DEFAULT);
  const pageSize = integer(params, 'pageSize', issues, TRANSFERS_PAGE_SIZE.min, TRANSFERS_PAGE_SIZE.max, TRANSFERS_PAGE_SIZE.default);
  const orderBy = sortOrder(params, 'orderBy', issues);
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
  const issues = new IssueBag();
  const query = transfers(params, issues);
  const externalTransactionId = scalar(params, 'externalTransactionId', issues);
  if (!issues.empty || query === undefined) return issues.invalid();
  const value: CryptoWithdrawalsQuery = query;
  if (externalTransactionId !== undefined) value.externalTransactionId = externalTransactionId;
  return { ok: true, value };
}

/** Validates and normalizes a GET /v1/crypto-deposits query: as withdrawals, without externalTransactionId. */
export function validateCryptoDepositsQuery(input: QueryInput, _ctx?: QueryContext): QueryResult<CryptoDepositsQuery> {
  const params = readParams(input);
  const issues = new IssueBag();
  const query = transfers(params, issues);
  if (!issues.empty || query === undefined) return issues.invalid();
  return { ok: true, value: query };
}

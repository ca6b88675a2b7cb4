// The two list endpoints with one optional STRING filter and no paging: GET /v1/account-wallets
// ("currencySymbol: filters by currency symbol") and GET /v1/broker-pairs ("symbol: pair symbol filter").
import { IssueBag, readParams, scalar } from './params.js';
import type { QueryInput, QueryResult } from './types.js';

export interface AccountWalletsQuery {
  /** Absent: every wallet of the account. */
  currencySymbol?: string;
}

export interface BrokerPairsQuery {
  /** Absent: every pair. */
  symbol?: string;
}

function optionalFilter<K extends string>(input: QueryInput, key: K): QueryResult<{ [P in K]?: string }> {
  const issues = new IssueBag();
  const value = scalar(readParams(input), key, issues);
  if (!issues.empty) return issues.invalid();
  return { ok: true, value: (value === undefined ? {} : { [key]: value }) as { [P in K]?: string } };
}

/**
 * GET /v1/account-wallets: `currencySymbol` filters by currency symbol. Like every scalar of the
 * domain's rules, sent twice is a 400 on its key and an empty value counts as not sent. Other
 * parameters are ignored (the spec lists no other). A symbol that no wallet has is no error: the
 * answer is an empty list.
 */
export function validateAccountWalletsQuery(input: QueryInput): QueryResult<AccountWalletsQuery> {
  return optionalFilter(input, 'currencySymbol');
}

/** GET /v1/broker-pairs: `symbol` filters by pair symbol; read as `validateAccountWalletsQuery` reads its filter. */
export function validateBrokerPairsQuery(input: QueryInput): QueryResult<BrokerPairsQuery> {
  return optionalFilter(input, 'symbol');
}

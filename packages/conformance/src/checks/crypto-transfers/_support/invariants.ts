// The invariants every response of a valid transfer query satisfies, as one function: the
// property checks run it over random queries. The withdrawal statuses and the deposit's four absent
// fields are record rules of the domain (`record-enum`, `record-forbidden-field`).
import type { CryptoAsset, SortOrder } from '@tarc/domain';
import { listProblem } from '#support/fetch-list.js';
import { createdAtViolation } from '#support/ordering.js';
import { RECORD_CODES, recordCode, recordFindings } from '#support/records.js';
import { createdAtOf, idOf, inWindow } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { SentWindow, TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Exchange } from '#types';

export interface TransferQuery {
  window: SentWindow;
  symbol?: string;
  externalTransactionId?: string;
  page?: number;
  pageSize?: number;
  orderBy?: SortOrder;
}

/**
 * The codes `transferInvariant` names what a response breaks with (besides the common list codes
 * `unexpected-status` and `not-json-array`); record rules are coded `record-<domain code>`.
 */
export const TRANSFER_INVARIANT_CODES = {
  'over-page-size': 'a page holds more records than the pageSize asked for (or the default)',
  ...RECORD_CODES,
  'outside-window': 'a record lies outside the createdAt window asked for',
  'other-symbol': 'a record of another currencySymbol than the one asked for is listed',
  'other-reference': 'a withdrawal of another externalTransactionId than the one asked for is listed',
  'default-not-descending': 'orderBy omitted: the records are not in descending createdAt order',
  'asc-not-ascending': 'orderBy=ASC: the records are not in ascending createdAt order',
  'desc-not-descending': 'orderBy=DESC: the records are not in descending createdAt order',
} as const;

export interface Broken {
  code: string;
  message: string;
  expected: string;
  actual: string;
}

/** What the response breaks, as `{ code, message, expected, actual }`, or undefined when it holds. */
export function transferInvariant(
  endpoint: TransferEndpoint,
  query: TransferQuery,
  exchange: Exchange,
  assets: ReadonlyMap<string, CryptoAsset>,
): Broken | undefined {
  const problem = listProblem(exchange);
  if (problem) return problem;
  const items = exchange.json as TransferRecord[];
  const limit = query.pageSize ?? TRANSFERS_PAGE_SIZE.default;
  if (items.length > limit) {
    return {
      code: 'over-page-size',
      message: `${items.length} ${endpoint.noun} returned for pageSize ${limit}`,
      expected: `at most ${limit} records`,
      actual: `${items.length} records`,
    };
  }
  const findings = recordFindings(endpoint.kind, items, { limit: 1 });
  if (findings.length > 0) {
    const f = findings[0]!;
    return {
      code: recordCode(f.code),
      message: `record ${String(f.id)} ${f.field}: ${f.message}`,
      expected: `a ${endpoint.kind} as the spec's table lists it`,
      actual: f.message,
    };
  }
  for (const record of items) {
    const t = createdAtOf(record);
    if (t !== undefined && !inWindow(t, query.window)) {
      return {
        code: 'outside-window',
        message: `${idOf(record)} created ${String(record.createdAt)} lies outside the window`,
        expected: `${query.window.after} < createdAt <= ${query.window.before}`,
        actual: String(record.createdAt),
      };
    }
    if (query.symbol !== undefined) {
      const asset = assets.get(String(record.assetId));
      if (asset && asset.currencySymbol !== query.symbol) {
        return {
          code: 'other-symbol',
          message: `${idOf(record)} refers to asset ${asset.id} of ${asset.currencySymbol}`,
          expected: `assets of ${query.symbol} only`,
          actual: asset.currencySymbol,
        };
      }
    }
    if (query.externalTransactionId !== undefined && record.externalTransactionId !== query.externalTransactionId) {
      return {
        code: 'other-reference',
        message: `${idOf(record)} carries externalTransactionId ${JSON.stringify(record.externalTransactionId)}`,
        expected: query.externalTransactionId,
        actual: String(record.externalTransactionId),
      };
    }
  }
  const order = query.orderBy ?? 'DESC';
  const violation = createdAtViolation(items, order);
  if (violation) {
    return {
      code: query.orderBy === undefined ? 'default-not-descending' : order === 'ASC' ? 'asc-not-ascending' : 'desc-not-descending',
      message: `record #${violation.index} breaks orderBy ${order}${query.orderBy ? '' : ' (the default)'}`,
      expected: order === 'DESC' ? 'createdAt non-increasing' : 'createdAt non-decreasing',
      actual: `${violation.previous} then ${violation.current}`,
    };
  }
  return undefined;
}

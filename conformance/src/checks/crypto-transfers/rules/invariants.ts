// The invariants every response of a valid transfer query satisfies, as one function: the
// property checks run it over random queries.
import { DEPOSIT_FORBIDDEN_FIELDS, WITHDRAWAL_STATUSES } from '@tarc/domain';
import type { CryptoAsset, SortOrder } from '@tarc/domain';
import { listProblem } from '../../../support/fetch-list.js';
import { createdAtViolation } from '../../../support/ordering.js';
import { recordFindings } from '../../../support/records.js';
import { TRANSFER_PAGE_SIZE, createdAtOf, idOf, inWindow } from '../../../support/transfers.js';
import type { SentWindow, TransferEndpoint, TransferRecord } from '../../../support/transfers.js';
import type { Exchange } from '../../../types.js';

export interface TransferQuery {
  window: SentWindow;
  symbol?: string;
  externalTransactionId?: string;
  page?: number;
  pageSize?: number;
  orderBy?: SortOrder;
}

/** What the response breaks, as `{ message, expected, actual }`, or undefined when it holds. */
export function transferInvariant(
  endpoint: TransferEndpoint,
  query: TransferQuery,
  exchange: Exchange,
  assets: ReadonlyMap<string, CryptoAsset>,
): { message: string; expected: string; actual: string } | undefined {
  const problem = listProblem(exchange);
  if (problem) return problem;
  const items = exchange.json as TransferRecord[];
  const limit = query.pageSize ?? TRANSFER_PAGE_SIZE.default;
  if (items.length > limit) {
    return { message: `${items.length} ${endpoint.noun} returned for pageSize ${limit}`, expected: `at most ${limit} records`, actual: `${items.length} records` };
  }
  const findings = recordFindings(endpoint.kind, items, { limit: 1 });
  if (findings.length > 0) {
    const f = findings[0]!;
    return { message: `record ${String(f.id)} ${f.field}: ${f.message}`, expected: `a ${endpoint.kind} as the spec's table lists it`, actual: f.message };
  }
  for (const record of items) {
    const t = createdAtOf(record);
    if (t !== undefined && !inWindow(t, query.window)) {
      return {
        message: `${idOf(record)} created ${String(record.createdAt)} lies outside the window`,
        expected: `${query.window.after} < createdAt <= ${query.window.before}`,
        actual: String(record.createdAt),
      };
    }
    if (query.symbol !== undefined) {
      const asset = assets.get(String(record.assetId));
      if (asset && asset.currencySymbol !== query.symbol) {
        return { message: `${idOf(record)} refers to asset ${asset.id} of ${asset.currencySymbol}`, expected: `assets of ${query.symbol} only`, actual: asset.currencySymbol };
      }
    }
    if (query.externalTransactionId !== undefined && record.externalTransactionId !== query.externalTransactionId) {
      return { message: `${idOf(record)} carries externalTransactionId ${JSON.stringify(record.externalTransactionId)}`, expected: query.externalTransactionId, actual: String(record.externalTransactionId) };
    }
    if (endpoint.kind === 'cryptoWithdrawal' && !(WITHDRAWAL_STATUSES as readonly unknown[]).includes(record.status)) {
      return { message: `${idOf(record)} has status ${JSON.stringify(record.status)}`, expected: WITHDRAWAL_STATUSES.join(', '), actual: String(record.status) };
    }
    if (endpoint.kind === 'cryptoDeposit') {
      const present = DEPOSIT_FORBIDDEN_FIELDS.filter((f) => Object.hasOwn(record, f));
      if (present.length > 0) return { message: `${idOf(record)} carries ${present.join(', ')}`, expected: 'none of the withdrawal-only fields', actual: present.join(', ') };
    }
  }
  const order = query.orderBy ?? 'DESC';
  const violation = createdAtViolation(items, order);
  if (violation) {
    return {
      message: `record #${violation.index} breaks orderBy ${order}${query.orderBy ? '' : ' (the default)'}`,
      expected: order === 'DESC' ? 'createdAt non-increasing' : 'createdAt non-decreasing',
      actual: `${violation.previous} then ${violation.current}`,
    };
  }
  return undefined;
}

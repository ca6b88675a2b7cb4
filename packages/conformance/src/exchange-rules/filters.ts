// Every record of a list matches the filters the request sent.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { compareIds, idOrderingFor } from '@tarc/domain';
import { isObject } from '#support/objects.js';
import type { ExchangeRule, Violation } from './types.js';

type Row = Record<string, unknown>;
const rows = (json: unknown): Row[] | undefined => (Array.isArray(json) ? json.filter(isObject) : undefined);

interface Filter {
  field: string;
  /** The values a record may carry. */
  allowed: readonly string[];
  requirement: RequirementId;
  code: FindingCode;
  /** Records this filter leaves to another rule (Canceled orders: list.canceled-order). */
  skip?(r: Row): boolean;
}

function single(q: URLSearchParams, key: string): string | undefined {
  const all = q.getAll(key).filter((v) => v !== '');
  return all.length === 1 ? all[0] : undefined;
}

/** The filters a request applies, read from the normalized query where @tarc/domain has one. */
function filtersOf(x: Parameters<ExchangeRule['check']>[0], facts: Parameters<ExchangeRule['check']>[1]): Filter[] {
  const q = facts.query;
  switch (x.operation.name) {
    case 'orders': {
      const o = q.orders;
      if (!o) return [];
      const out: Filter[] = [
        { field: 'pairSymbol', allowed: [o.pairSymbol], requirement: 'ORD-LIST-PAIR-SYMBOL', code: 'orders.pair-filter/other-pair' },
        {
          field: 'status',
          allowed: o.status,
          requirement: 'ORD-LIST-STATUS',
          code: 'orders.status-filter/filter-not-applied',
          skip: (r) => r.status === 'Canceled',
        },
      ];
      if (o.type.length > 0) out.push({ field: 'type', allowed: o.type, requirement: 'ORD-LIST-TYPE', code: 'orders.type-filter/filter-not-applied' });
      return out;
    }
    case 'trades': {
      const t = q.trades;
      if (!t) return [];
      // With orderId, OPEN-POINTS #1 leaves the other parameters' reading open: only orderId is judged.
      if (t.orderId !== undefined)
        return [{ field: 'orderId', allowed: [t.orderId], requirement: 'TRD-LIST-ORDER-ID', code: 'trades.order-id-filter/other-order-returned' }];
      const out: Filter[] = [];
      if (t.pairSymbol.length > 0)
        out.push({ field: 'pairSymbol', allowed: t.pairSymbol, requirement: 'TRD-LIST-PAIR-SYMBOL', code: 'trades.pair-filter/other-pair' });
      if (t.side !== undefined) out.push({ field: 'side', allowed: [t.side], requirement: 'TRD-LIST-SIDE', code: 'trades.side-filter/filter-not-applied' });
      return out;
    }
    case 'cryptoWithdrawals': {
      const id = q.transfers?.externalTransactionId;
      return id === undefined
        ? []
        : [
            {
              field: 'externalTransactionId',
              allowed: [id],
              requirement: 'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
              code: 'crypto-transfers.withdrawals-external-transaction-id-filter/other-reference-returned',
            },
          ];
    }
    case 'accountWallets': {
      const symbol = single(x.query, 'currencySymbol');
      return symbol === undefined
        ? []
        : [
            {
              field: 'currencySymbol',
              allowed: [symbol],
              requirement: 'WAL-FILTER-CURRENCY-SYMBOL',
              code: 'account-wallets.currency-symbol-filter/other-currency-returned',
            },
          ];
    }
    case 'brokerPairs': {
      const symbol = single(x.query, 'symbol');
      return symbol === undefined
        ? []
        : [{ field: 'symbol', allowed: [symbol], requirement: 'PAIR-SYMBOL-FILTER', code: 'reference-data.broker-pairs-symbol-filter/filter-not-exact' }];
    }
    default:
      return [];
  }
}

/** pairSymbol, type, status, side, orderId, externalTransactionId, currencySymbol, symbol. */
export const filterMismatch: ExchangeRule = {
  code: 'list.filter-mismatch',
  title: 'Every record of a list matches the filters sent',
  requirements: [
    'ORD-LIST-PAIR-SYMBOL',
    'ORD-LIST-STATUS',
    'ORD-LIST-TYPE',
    'TRD-LIST-ORDER-ID',
    'TRD-LIST-PAIR-SYMBOL',
    'TRD-LIST-SIDE',
    'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
    'WAL-FILTER-CURRENCY-SYMBOL',
    'PAIR-SYMBOL-FILTER',
  ],
  codes: [
    'orders.pair-filter/other-pair',
    'orders.status-filter/filter-not-applied',
    'orders.type-filter/filter-not-applied',
    'trades.order-id-filter/other-order-returned',
    'trades.pair-filter/other-pair',
    'trades.side-filter/filter-not-applied',
    'crypto-transfers.withdrawals-external-transaction-id-filter/other-reference-returned',
    'account-wallets.currency-symbol-filter/other-currency-returned',
    'reference-data.broker-pairs-symbol-filter/filter-not-exact',
  ],
  check(x, facts) {
    const list = x.status === 200 && !x.operation.lookup ? rows(x.json) : undefined;
    if (!list) return undefined;
    const filters = filtersOf(x, facts);
    if (filters.length === 0) return undefined;
    const out: Violation[] = [];
    for (const f of filters) {
      const i = list.findIndex((r) => !(f.skip?.(r) ?? false) && !f.allowed.includes(r[f.field] as string));
      if (i < 0) continue;
      const bad = list.filter((r) => !(f.skip?.(r) ?? false) && !f.allowed.includes(r[f.field] as string)).length;
      out.push({
        code: f.code,
        message: `${bad} record(s) with ${f.field} outside ${JSON.stringify(f.allowed)}, first [${i}] ${f.field}=${JSON.stringify(list[i]![f.field])}`,
        requirement: f.requirement,
        evidence: { body: list[i], expected: `${f.field} in ${JSON.stringify(f.allowed)}` },
      });
    }
    return out;
  },
};

/** "includes orders with id greater than or equal to it" (ids compared per OPEN-POINTS #10). */
export const orderIdAfterBound: ExchangeRule = {
  code: 'list.order-id-after',
  title: 'With orderIdAfter, no order with a smaller id',
  requirements: ['ORD-LIST-ORDER-ID-AFTER'],
  codes: ['orders.order-id-after-inclusive/below-order-id-after'],
  check(x, facts) {
    const bound = facts.query.orders?.orderIdAfter;
    const list = x.status === 200 ? rows(x.json) : undefined;
    if (bound === undefined || !list) return undefined;
    const ids = list.map((r) => String(r.id));
    const mode = idOrderingFor([...ids, bound]);
    const i = ids.findIndex((id) => compareIds(id, bound, mode) < 0);
    if (i < 0) return [];
    return [
      {
        code: 'orders.order-id-after-inclusive/below-order-id-after',
        message: `record [${i}] has id ${JSON.stringify(ids[i])}, below orderIdAfter=${JSON.stringify(bound)} (ids compared ${mode === 'numeric' ? 'numerically' : 'as strings'})`,
        requirement: 'ORD-LIST-ORDER-ID-AFTER',
        evidence: { body: list[i] },
      },
    ];
  },
};

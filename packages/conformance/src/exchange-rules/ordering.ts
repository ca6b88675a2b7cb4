// "when set [orderIdAfter], the response is ordered by id, otherwise by createdAt", "ASC or DESC,
// default Desc". Non-strict: ties in createdAt may come in any order (OPEN-POINTS #15); ids compare
// numerically when every id is a decimal integer, otherwise as strings (OPEN-POINTS #10).
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import type { SortOrder } from '@tarc/domain';
import { createdAtViolation, idViolation } from '#support/ordering.js';
import type { ExchangeRule } from './types.js';

const REQUIREMENT: Readonly<Record<string, RequirementId>> = {
  orders: 'ORD-LIST-ORDERED',
  trades: 'TRD-LIST-ORDERED',
  cryptoWithdrawals: 'WDR-ORDER-BY',
  cryptoDeposits: 'DEP-ORDER-BY',
};
type Direction = SortOrder | 'default';
/** The ordering check of each list, and its code for each direction asked (orders with orderIdAfter: by id). */
const CODES: Readonly<Record<string, Readonly<Record<Direction, FindingCode>>>> = {
  orders: {
    ASC: 'orders.created-at-ordering/asc-not-ascending',
    DESC: 'orders.created-at-ordering/desc-not-descending',
    default: 'orders.created-at-ordering/default-not-descending',
  },
  ordersById: {
    ASC: 'orders.id-ordering/asc-not-ascending',
    DESC: 'orders.id-ordering/desc-not-descending',
    default: 'orders.id-ordering/default-not-descending',
  },
  trades: {
    ASC: 'trades.created-at-ordering/asc-not-ascending',
    DESC: 'trades.created-at-ordering/desc-not-descending',
    default: 'trades.created-at-ordering/default-not-descending',
  },
  cryptoWithdrawals: {
    ASC: 'crypto-transfers.withdrawals-order-by/asc-not-ascending',
    DESC: 'crypto-transfers.withdrawals-order-by/desc-not-descending',
    default: 'crypto-transfers.withdrawals-order-by/default-not-descending',
  },
  cryptoDeposits: {
    ASC: 'crypto-transfers.deposits-order-by/asc-not-ascending',
    DESC: 'crypto-transfers.deposits-order-by/desc-not-descending',
    default: 'crypto-transfers.deposits-order-by/default-not-descending',
  },
};

/** The direction as the request asked it (`order`, or `orderBy` for transfers, in any case); none is the default. */
function asked(query: URLSearchParams): Direction {
  const value = (query.get('order') ?? query.get('orderBy') ?? '').toUpperCase();
  return value === 'ASC' || value === 'DESC' ? value : 'default';
}

export const ordering: ExchangeRule = {
  code: 'list.ordering',
  title: 'A page comes in the order asked for (createdAt, or id with orderIdAfter; DESC by default)',
  requirements: Object.values(REQUIREMENT),
  codes: Object.values(CODES).flatMap((byDirection) => Object.values(byDirection)),
  check(x, facts) {
    const q = facts.query;
    const normalized = q.orders ?? q.trades ?? q.transfers;
    const requirement = REQUIREMENT[x.operation.name];
    if (!requirement || !normalized || x.status !== 200 || !Array.isArray(x.json)) return undefined;
    // OPEN-POINTS #1: with orderId, the other parameters (order among them) may be ignored.
    if (q.trades?.orderId !== undefined) return undefined;
    const direction: SortOrder = 'orderBy' in normalized ? normalized.orderBy : normalized.order;
    const byId = q.orders?.orderedBy === 'id';
    const code = CODES[byId ? 'ordersById' : x.operation.name]![asked(x.query)];
    const list = x.json as unknown[];
    if (byId) {
      const { violation, mode } = idViolation(list, direction);
      if (!violation) return [];
      const records = list.filter((r) => r !== null && typeof r === 'object');
      return [
        {
          code,
          message: `ids out of ${direction} order at [${violation.index}]: ${violation.previous} then ${violation.current} (compared ${mode === 'numeric' ? 'numerically' : 'as strings'})`,
          requirement,
          evidence: { body: [records[violation.index - 1], records[violation.index]] },
        },
      ];
    }
    const violation = createdAtViolation(list, direction);
    if (!violation) return [];
    return [
      {
        code,
        message: `createdAt out of ${direction} order at [${violation.index}]: ${violation.previous} then ${violation.current}`,
        requirement,
        evidence: { body: [list[violation.index - 1], list[violation.index]] },
      },
    ];
  },
};

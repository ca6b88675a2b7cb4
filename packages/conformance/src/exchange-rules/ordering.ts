// "when set [orderIdAfter], the response is ordered by id, otherwise by createdAt", "ASC or DESC,
// default Desc". Non-strict: ties in createdAt may come in any order (OPEN-POINTS #15); ids compare
// numerically when every id is a decimal integer, otherwise as strings (OPEN-POINTS #10).
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { compareIds, idOrderingFor, parseTimestamp, type SortOrder } from '@tarc/domain';
import type { ExchangeRule } from './types.js';

type Row = Record<string, unknown>;

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
    const list = (x.json as unknown[]).filter((r): r is Row => r !== null && typeof r === 'object');
    if (byId) {
      const ids = list.map((r) => String(r.id));
      const mode = idOrderingFor(ids);
      for (let i = 1; i < ids.length; i++) {
        const c = compareIds(ids[i - 1]!, ids[i]!, mode);
        if (direction === 'ASC' ? c > 0 : c < 0) {
          return [
            {
              code,
              message: `ids out of ${direction} order at [${i}]: ${ids[i - 1]} then ${ids[i]} (compared ${mode === 'numeric' ? 'numerically' : 'as strings'})`,
              requirement,
              evidence: { body: [list[i - 1], list[i]] },
            },
          ];
        }
      }
      return [];
    }
    let previous: string | undefined;
    for (let i = 0; i < list.length; i++) {
      const t = typeof list[i]!.createdAt === 'string' ? parseTimestamp(list[i]!.createdAt as string) : undefined;
      if (t === undefined) continue; // a malformed createdAt is record.timestamp's finding
      if (previous !== undefined && (direction === 'ASC' ? previous > t : previous < t)) {
        return [
          { code, message: `createdAt out of ${direction} order at [${i}]: ${previous} then ${t}`, requirement, evidence: { body: [list[i - 1], list[i]] } },
        ];
      }
      previous = t;
    }
    return [];
  },
};

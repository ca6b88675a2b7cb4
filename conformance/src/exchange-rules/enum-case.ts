// The letter case of enum values in a query, decided once for every rule. The spec makes parameter
// *names* case-sensitive ("Names are case-sensitive as written") and says nothing of values: a
// server may read `type=buy` as Buy, or refuse it. So a value that differs from one the spec lists
// only by letter case is read as that value: never a validation error the server owes, and a filter
// it may honour (its records then carry the listed spelling). Canceled stays Canceled in any case.
import { ORDER_STATUSES, ORDER_TYPES, TRADE_SIDES } from '@tarc/domain';
import type { OperationName } from '../support/operations.js';

const ORDERS: Readonly<Record<string, readonly string[]>> = { type: ORDER_TYPES, status: ORDER_STATUSES };
const TRADES: Readonly<Record<string, readonly string[]>> = { side: TRADE_SIDES };

const ENUMS: Partial<Record<OperationName, Readonly<Record<string, readonly string[]>>>> = { orders: ORDERS, trades: TRADES };

/** The listed spelling of `value` when it is one of `listed` in another letter case; else `value`. */
export function listedSpelling(value: string, listed: readonly string[]): string {
  if (listed.includes(value)) return value;
  const lower = value.toLowerCase();
  return listed.find((v) => v.toLowerCase() === lower) ?? value;
}

/** The query with each enum value in its listed spelling (the query itself when none differs). */
export function canonicalEnums(query: URLSearchParams, operation: OperationName): URLSearchParams {
  const enums = ENUMS[operation];
  if (!enums) return query;
  let out: URLSearchParams | undefined;
  for (const [name, value] of query) {
    const listed = enums[name];
    if (listed && listedSpelling(value, listed) !== value) {
      out = new URLSearchParams();
      break;
    }
  }
  if (!out) return query;
  for (const [name, value] of query) {
    const listed = enums[name];
    out.append(name, listed ? listedSpelling(value, listed) : value);
  }
  return out;
}

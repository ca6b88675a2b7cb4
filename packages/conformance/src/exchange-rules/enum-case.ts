// The letter case of enum values in a query, decided once for every rule. The spec makes parameter
// *names* case-sensitive ("Names are case-sensitive as written") and says nothing of values: a
// server may read `type=buy` as Buy, or refuse it. So a value that differs from one the spec lists
// only by letter case is read as that value: never a validation error the server owes, and a filter
// it may honour (its records then carry the listed spelling). Canceled stays Canceled in any case.
import { ORDER_STATUSES, ORDER_TYPES, TRADE_SIDES } from '@tarc/domain';
import type { OperationName } from '#support/operations.js';

// Maps, not objects: a query's names are the client's (`__proto__` is one the fuzz sends).
const ENUMS: Partial<Record<OperationName, ReadonlyMap<string, readonly string[]>>> = {
  orders: new Map<string, readonly string[]>([
    ['type', ORDER_TYPES],
    ['status', ORDER_STATUSES],
  ]),
  trades: new Map([['side', TRADE_SIDES]]),
};

/** The listed spelling of `value` when it is one of `listed` in another letter case; else `value`. */
function listedSpelling(value: string, listed: readonly string[]): string {
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
    const listed = enums.get(name);
    if (listed && listedSpelling(value, listed) !== value) {
      out = new URLSearchParams();
      break;
    }
  }
  if (!out) return query;
  for (const [name, value] of query) {
    const listed = enums.get(name);
    out.append(name, listed ? listedSpelling(value, listed) : value);
  }
  return out;
}

/**
 * True when the query carries a parameter name that is one of `names` in another letter case
 * (`PAIRSYMBOL`). "Names are case-sensitive as written", but what a server owes for such a name is a
 * stated convention without a failure status (GEN-PARAM-NAMES-CASE, SHOULD): no MUST of
 * this module judges that exchange's refusal.
 */
export function hasMisCasedName(query: URLSearchParams, names: ReadonlySet<string>): boolean {
  for (const name of query.keys()) {
    if (names.has(name)) continue;
    const lower = name.toLowerCase();
    for (const known of names) if (known.toLowerCase() === lower) return true;
  }
  return false;
}

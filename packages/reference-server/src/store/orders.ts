// Executing an order selection and looking orders up by id, on the indexes.
import { compareIds, ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import { idOrdering, parseIdText } from '../data/ids.js';
import { pairIndex, PAIRS } from '../data/pairs.js';
import { ticksOf } from '../data/timeline.js';
import type { ReferenceProfile } from '../types.js';
import type { OrderSelection, Paging } from './filters.js';
import { allOf, pageOf, pageOfMerged } from './page.js';
import { ORDER_ID_PREFIX, orderIdText } from './records.js';
import { firstWhere } from './sort.js';

type Style = Pick<ReferenceProfile, 'idStyle' | 'timestampDigits'>;

function mask(values: readonly string[], all: readonly string[]): number {
  let bits = 0;
  for (const value of values) {
    const i = all.indexOf(value);
    if (i >= 0) bits |= 1 << i;
  }
  return bits;
}

/** The positions of the page of orders `selection` and `paging` ask for, in the order asked. */
export function selectOrders(ds: Dataset, selection: OrderSelection, paging: Paging, profile: Style): number[] {
  const pair = pairIndex(selection.pairSymbol);
  if (pair < 0) return [];
  const o = ds.orders;
  const statuses = mask(selection.statuses, ORDER_STATUSES);
  const types = selection.types.length === 0 ? 0b11 : mask(selection.types, ORDER_TYPES);
  const after = selection.window.after === undefined ? -Infinity : ticksOf(ds.timeline, selection.window.after);
  const before = selection.window.before === undefined ? Infinity : ticksOf(ds.timeline, selection.window.before);
  const byId = selection.orderedBy === 'id';
  const descending = selection.order === 'DESC';
  const ordering = idOrdering(profile.idStyle);
  const matches = (p: number) =>
    ((statuses >> o.status[p]!) & 1) === 1 && ((types >> o.type[p]!) & 1) === 1
    && o.createdAt[p]! > after && o.createdAt[p]! <= before;

  const runs = selection.accounts
    .filter((account) => account >= 0 && account < ds.accounts.length)
    .map((account) => {
      const group = ds.indexes.orderGroups[account * PAIRS.length + pair]!;
      if (byId) {
        const positions = group.byId;
        const from = selection.orderIdAfter;
        const lo = from === undefined ? 0
          : firstWhere(positions.length, (i) => compareIds(orderIdText(ds, positions[i]!, profile), from, ordering) >= 0);
        // Before the first index whose running max passes `after`, every order is too old; from the
        // first index whose running min passes `before`, every order is too new.
        const { byIdCreatedAtMaxUpTo: maxUpTo, byIdCreatedAtMinFrom: minFrom } = group;
        return {
          positions,
          lo: Math.max(lo, firstWhere(positions.length, (i) => maxUpTo[i]! > after)),
          hi: firstWhere(positions.length, (i) => minFrom[i]! > before),
        };
      }
      const positions = group.byCreatedAt;
      const lo = firstWhere(positions.length, (i) => o.createdAt[positions[i]!]! > after);
      const hi = firstWhere(positions.length, (i) => o.createdAt[positions[i]!]! > before);
      return { positions, lo, hi };
    });
  if (runs.length === 1) {
    const run = runs[0]!;
    return pageOf(run.positions, run.lo, run.hi, descending, matches, paging);
  }
  const candidates = runs.flatMap((run) => allOf(run.positions, run.lo, run.hi, matches));
  return pageOfMerged(candidates, byId ? o.id : o.createdAt, descending, paging);
}

/** The position of the order whose id is `text`, whatever its account. */
export function findOrder(ds: Dataset, text: string, profile: Style): number | undefined {
  const id = parseIdText(profile.idStyle, ORDER_ID_PREFIX, text);
  if (id === undefined) return undefined;
  const positions = ds.indexes.ordersById;
  const i = firstWhere(positions.length, (k) => ds.orders.id[positions[k]!]! >= id);
  return i < positions.length && ds.orders.id[positions[i]!] === id ? positions[i] : undefined;
}

// Executing an order selection and looking orders up by id, on the indexes.
import { compareIds, ORDER_STATUSES, ORDER_TYPES } from '@tarc/domain';
import type { IndexedDataset as Dataset } from './indexes.js';
import { idOrdering, parseIdText } from '../data/ids.js';
import { pairIndex, PAIRS } from '../data/pairs.js';
import { ticksOf } from '../data/timeline.js';
import type { ReferenceProfile } from '../types.js';
import type { OrderSelection, Paging } from '../model/filters.js';
import { countKinds } from './kind-ranks.js';
import { allOf, pageOfCounted, pageOfMerged } from './page.js';
import { ORDER_ID_PREFIX, orderIdText } from '../model/records.js';
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
    ((statuses >> o.status[p]!) & 1) === 1 && ((types >> o.type[p]!) & 1) === 1 && o.createdAt[p]! > after && o.createdAt[p]! <= before;

  let kinds = 0; // bit `status * 2 + type` of every kind that matches
  for (let status = 0; status < ORDER_STATUSES.length; status++) {
    for (let type = 0; type < ORDER_TYPES.length; type++) {
      if (((statuses >> status) & 1) === 1 && ((types >> type) & 1) === 1) kinds |= 1 << (status * 2 + type);
    }
  }
  const runs = selection.accounts
    .filter((account) => account >= 0 && account < ds.accounts.length)
    .map((account) => {
      const group = ds.indexes.orderGroups[account * PAIRS.length + pair]!;
      if (byId) {
        const positions = group.byId;
        const from = selection.orderIdAfter;
        const first = from === undefined ? 0 : firstWhere(positions.length, (i) => compareIds(orderIdText(ds, positions[i]!, profile), from, ordering) >= 0);
        // Before the first index whose running max passes `after`, every order is too old; from the
        // first index whose running min passes `before`, every order is too new.
        const { byIdCreatedAtMaxUpTo: maxUpTo, byIdCreatedAtMinFrom: minFrom } = group;
        const lo = Math.max(
          first,
          firstWhere(positions.length, (i) => maxUpTo[i]! > after),
        );
        const hi = Math.max(
          lo,
          firstWhere(positions.length, (i) => minFrom[i]! > before),
        );
        // Inside [coreLo, coreHi) every order is inside the window, so its matches are counted by
        // kind; the few out-of-order ids at the window's edges are checked one by one.
        const coreLo = Math.min(
          hi,
          Math.max(
            lo,
            firstWhere(positions.length, (i) => minFrom[i]! > after),
          ),
        );
        const coreHi = Math.max(
          coreLo,
          Math.min(
            hi,
            firstWhere(positions.length, (i) => maxUpTo[i]! > before),
          ),
        );
        const left = indexesWhere(positions, lo, coreLo, matches);
        const right = indexesWhere(positions, coreHi, hi, matches);
        const count = (r: number) => below(left, r) + countKinds(group.byIdKinds, kinds, coreLo, Math.min(r, coreHi)) + below(right, r);
        return { positions, lo, hi, count };
      }
      const positions = group.byCreatedAt;
      const lo = firstWhere(positions.length, (i) => o.createdAt[positions[i]!]! > after);
      const hi = firstWhere(positions.length, (i) => o.createdAt[positions[i]!]! > before);
      const count = (r: number) => countKinds(group.byCreatedAtKinds, kinds, lo, r);
      return { positions, lo, hi, count, kinds: { ranks: group.byCreatedAtKinds, mask: kinds } };
    });
  if (runs.length === 1) {
    const run = runs[0]!;
    return pageOfCounted(run.positions, run.lo, run.hi, descending, matches, paging, run.count, 'kinds' in run ? run.kinds : undefined);
  }
  const candidates = runs.flatMap((run) => allOf(run.positions, run.lo, run.hi, matches));
  return pageOfMerged(candidates, byId ? o.id : o.createdAt, descending, paging);
}

/** The indexes in [lo, hi) whose position matches. */
function indexesWhere(positions: Int32Array, lo: number, hi: number, matches: (position: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = lo; i < hi; i++) if (matches(positions[i]!)) out.push(i);
  return out;
}

/** How many of the ascending `indexes` are below `r`. */
function below(indexes: number[], r: number): number {
  return firstWhere(indexes.length, (i) => indexes[i]! >= r);
}

/** The position of the order whose id is `text`, whatever its account. */
export function findOrder(ds: Dataset, text: string, profile: Style): number | undefined {
  const id = parseIdText(profile.idStyle, ORDER_ID_PREFIX, text);
  if (id === undefined) return undefined;
  const positions = ds.indexes.ordersById;
  const i = firstWhere(positions.length, (k) => ds.orders.id[positions[k]!]! >= id);
  return i < positions.length && ds.orders.id[positions[i]!] === id ? positions[i] : undefined;
}

// Comparing the ids of orders, per OPEN-POINTS #10 (support/ordering.ts says which mode was used).
import { compareIds, idOrderingFor } from '@tarc/domain';
import type { ListRecord } from '#support/list-target.js';

export type IdMode = ReturnType<typeof idOrderingFor>;

/** The mode for these ids (and any extra ones), with words for the evidence. */
export function idMode(ids: readonly string[]): { mode: IdMode; words: string } {
  const mode = idOrderingFor(ids);
  return { mode, words: mode === 'numeric' ? 'ids compared as decimal integers (all ids are)' : 'ids compared as strings (not all ids are decimal integers)' };
}

/** The ids of the records, sorted ascending in `mode`. */
function sortedIds(records: readonly ListRecord[], mode: IdMode): string[] {
  return records.map((r) => String(r.id)).sort((a, b) => compareIds(a, b, mode));
}

/** The first record whose id is below `floor`. */
export function belowFloor(records: readonly ListRecord[], floor: string, mode: IdMode): ListRecord | undefined {
  return records.find((r) => compareIds(String(r.id), floor, mode) < 0);
}

/** The median id of the records (in their id mode): where orders.id-ordering reads from, with orderIdAfter. */
export function medianId(records: readonly ListRecord[]): string | undefined {
  const known = sortedIds(records, idMode(records.map((r) => String(r.id))).mode);
  return known[Math.floor(known.length / 2)];
}

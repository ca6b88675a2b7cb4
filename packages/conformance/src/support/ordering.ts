// Ordering checks. "Ties in createdAt ordering: not said" (OPEN-POINTS #15): ordering is non-strict.
import { compareIds, idOrderingFor } from '@tarc/domain';
import type { SortOrder } from '@tarc/domain';
import { parseTimestamp } from '@tarc/domain';

export interface OrderViolation {
  index: number;
  previous: string;
  current: string;
}

/** The first place where `createdAt` breaks the order asked for, or undefined. */
export function createdAtViolation(records: readonly { createdAt?: unknown }[], order: SortOrder): OrderViolation | undefined {
  // Each createdAt is parsed once, and carried to the next comparison.
  let a = records.length > 0 ? parseTimestamp(String(records[0]!.createdAt)) : undefined;
  for (let i = 1; i < records.length; i++) {
    const b = parseTimestamp(String(records[i]!.createdAt));
    // A value that is no timestamp is another check's business.
    if (a !== undefined && b !== undefined && (order === 'ASC' ? a > b : a < b)) {
      return { index: i, previous: String(records[i - 1]!.createdAt), current: String(records[i]!.createdAt) };
    }
    a = b;
  }
  return undefined;
}

/**
 * The first place where ids break the order asked for. OPEN-POINTS #10: numeric comparison when
 * every id is a decimal integer string, otherwise string comparison; `mode` says which was used.
 */
export function idViolation(records: readonly { id?: unknown }[], order: SortOrder): { violation?: OrderViolation; mode: 'numeric' | 'string' } {
  const ids = records.map((r) => String(r.id));
  const mode = idOrderingFor(ids);
  for (let i = 1; i < ids.length; i++) {
    const c = compareIds(ids[i - 1]!, ids[i]!, mode);
    if (order === 'ASC' ? c > 0 : c < 0) {
      return { violation: { index: i, previous: ids[i - 1]!, current: ids[i]! }, mode };
    }
  }
  return { mode };
}

// Ordering checks. "Ties in createdAt ordering: not said" (OPEN-POINTS #15): ordering is non-strict.
import { compareIds, idOrderingFor } from '@tarc/domain';
import type { SortOrder } from '@tarc/domain';
import { parseTimestamp } from '@tarc/domain';

export interface OrderViolation {
  index: number;
  previous: string;
  current: string;
}

/** The first place where `createdAt` breaks the order asked for, or undefined; a value that is no timestamp is skipped (another check's business). */
export function createdAtViolation(records: readonly unknown[], order: SortOrder): OrderViolation | undefined {
  // Each createdAt is parsed once; the last readable one is carried to the next comparison.
  let previous: { at: string; text: string } | undefined;
  for (let i = 0; i < records.length; i++) {
    const text = createdAtText(records[i]);
    const at = text === undefined ? undefined : parseTimestamp(text);
    if (at === undefined) continue;
    if (previous !== undefined && (order === 'ASC' ? previous.at > at : previous.at < at)) return { index: i, previous: previous.text, current: text! };
    previous = { at, text: text! };
  }
  return undefined;
}

const createdAtText = (record: unknown): string | undefined => {
  const value = record !== null && typeof record === 'object' ? (record as { createdAt?: unknown }).createdAt : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The first place where ids break the order asked for. OPEN-POINTS #10: numeric comparison when
 * every id is a decimal integer string, otherwise string comparison; `mode` says which was used.
 */
export function idViolation(records: readonly unknown[], order: SortOrder): { violation?: OrderViolation; mode: 'numeric' | 'string' } {
  const ids = records.filter((r) => r !== null && typeof r === 'object').map((r) => String((r as { id?: unknown }).id));
  const mode = idOrderingFor(ids);
  for (let i = 1; i < ids.length; i++) {
    const c = compareIds(ids[i - 1]!, ids[i]!, mode);
    if (order === 'ASC' ? c > 0 : c < 0) {
      return { violation: { index: i, previous: ids[i - 1]!, current: ids[i]! }, mode };
    }
  }
  return { mode };
}

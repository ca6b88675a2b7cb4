// A run behind the gateway against the same run direct: the row fails on the first difference. A
// second pair of runs, made only then, says in the failure whether the difference repeats (one the
// prefix makes shows in both; a run's timing, a stamp's age or a slow answer, may show in one): it is
// information for the reader, never a second chance.
import { isDeepStrictEqual } from 'node:util';
import type { Verdict } from './gateway.js';

/** The verdicts of one run direct and the same run behind the gateway. */
export interface VerdictPair {
  direct: Verdict;
  behind: Verdict;
}

const only = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));

/** What differs between the two verdicts, one clause per part that differs. */
function differenceOf({ direct, behind }: VerdictPair): string {
  const parts: string[] = [];
  if (direct.verdict !== behind.verdict) parts.push(`verdict ${direct.verdict} direct, ${behind.verdict} behind`);
  for (const key of ['statuses', 'codes'] as const) {
    const lost = only(direct[key], behind[key]);
    const gained = only(behind[key], direct[key]);
    if (lost.length > 0) parts.push(`${key} only direct: ${lost.join(', ')}`);
    if (gained.length > 0) parts.push(`${key} only behind: ${gained.join(', ')}`);
  }
  return parts.join('; ');
}

/**
 * Undefined when the pair agrees; else why the row fails: the difference, and whether `again` (a
 * second pair, run only now) repeated it, did not, or could not be run.
 */
export async function gatewayDifference(first: VerdictPair, again: () => Promise<VerdictPair>): Promise<string | undefined> {
  if (isDeepStrictEqual(first.behind, first.direct)) return undefined;
  const seen = `differs behind the gateway: ${differenceOf(first)}`;
  let second: VerdictPair;
  try {
    second = await again();
  } catch (error) {
    return `${seen}. Whether it repeats is unknown: the second pair of runs failed (${error instanceof Error ? error.message : String(error)})`;
  }
  if (isDeepStrictEqual(second.behind, second.direct)) return `${seen}. Seen once: a second pair of runs agreed`;
  return isDeepStrictEqual(second, first)
    ? `${seen}. Repeated: a second pair of runs differed the same way`
    : `${seen}. Repeated otherwise: a second pair of runs ${differenceOf(second)}`;
}

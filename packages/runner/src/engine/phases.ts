import { instantFromDate } from '@tarc/domain';
import { dateTimeFormatter } from '../discovery/datetime-format.js';
import type { RunReport } from '../types.js';
import { checkContextOf } from './check-context.js';
import { discoveryPhase } from './discovery-phase.js';
import { endingOf } from './ending.js';
import { preflightPhase } from './preflight-phase.js';
import type { Run } from './run.js';

/** Preflight, then discovery (checks that need no account data start meanwhile), then the checks. */
export async function runPhases(run: Run): Promise<RunReport> {
  const end = endingOf(run);
  const now = instantFromDate(run.options.now ?? new Date());
  const pre = await preflightPhase(run, end, now);
  if ('ended' in pre) return pre.ended;
  const context = checkContextOf(run, dateTimeFormatter(pre.preflight.datetimeFormat));
  const found = await discoveryPhase(run, end, pre, context, now);
  if ('ended' in found) return found.ended;
  const done = await end.checked({ preflight: pre.preflight, notes: [] }, { ...context, discovery: found.discovery }, found.early);
  // A response past a bound of the client is said so, never passed over in silence (notes known only now).
  return { ...done, notes: run.http.scrub([...pre.notes, ...found.discovery.notes, ...run.http.limitNotes(), ...run.judge.notes()]) };
}

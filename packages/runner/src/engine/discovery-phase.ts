import type { CheckContext, Discovery } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { discover } from '../discovery/discover.js';
import type { RunReport } from '../types.js';
import type { Ending } from './ending.js';
import type { Preflighted } from './preflight-phase.js';
import type { Run } from './run.js';
import { startEarly, type EarlyAttempts } from './run-checks.js';
import { sentBy } from './sender.js';
import { untilAborted } from './until-aborted.js';

/** What discovery found, and the checks that needed none of it, started meanwhile. */
export interface Discovered {
  discovery: Discovery;
  early: EarlyAttempts;
}

/**
 * Discovery: what the target holds, read once for every check; the checks that need no account data
 * start meanwhile. Ends the run (`ended`) when the target stops answering or the run is interrupted.
 */
export async function discoveryPhase(
  run: Run,
  end: Ending,
  pre: Preflighted,
  context: Omit<CheckContext, 'discovery'>,
  now: Instant,
): Promise<Discovered | { ended: RunReport }> {
  const { http, settings, options } = run;
  options.onProgress?.({ kind: 'discovery-start' });
  const early = startEarly(run.selected, context, run.checks);
  const found = await untilAborted(
    discover(sentBy(http, 'discovery'), {
      now,
      horizonDays: settings.horizonDays,
      formatDateTime: context.options.formatDateTime,
      hasSecondAccount: context.hasSecondAccount,
      maxPairs: settings.maxPairs,
    }),
    options.signal,
  );
  if (found === undefined) return { ended: await end.checked({ preflight: pre.preflight, notes: pre.notes }, undefined) };
  if (!found.reachable) return { ended: end.stopped('unreachable', found.message, found.evidence) };
  options.onProgress?.({ kind: 'discovery-done', notes: found.discovery.notes, requests: http.requestCount() });
  return { discovery: found.discovery, early };
}

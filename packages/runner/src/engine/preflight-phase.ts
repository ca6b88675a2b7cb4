import { TransportError } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { runPreflight } from '../preflight/index.js';
import type { Preflight, RunReport } from '../types.js';
import type { Ending } from './ending.js';
import type { Run } from './run.js';
import { sentBy } from './sender.js';
import { untilAborted } from './until-aborted.js';

/** What a preflight that passed tells the rest of the run. */
export interface Preflighted {
  preflight: Preflight;
  notes: string[];
}

/**
 * Preflight: what would make every check's verdict meaningless is the user's to fix, said first.
 * Ends the run (`ended`) when the target is unreachable, the configuration wrong, or the run interrupted.
 */
export async function preflightPhase(run: Run, end: Ending, now: Instant): Promise<Preflighted | { ended: RunReport }> {
  const { http, target, options } = run;
  options.onProgress?.({ kind: 'preflight-start' });
  let pre: Awaited<ReturnType<typeof runPreflight>> | undefined;
  try {
    pre = await untilAborted(
      runPreflight(sentBy(http, 'preflight'), {
        baseUrl: target.baseUrl,
        embedded: target.embedded !== undefined,
        signer: target.signer !== undefined,
        now,
        ...(target.credentials ? { credentials: target.credentials } : {}),
        ...(target.secondCredentials ? { secondCredentials: target.secondCredentials } : {}),
        ...(options.datetimeFormat ? { datetimeFormat: options.datetimeFormat } : {}),
        ...(options.configNames ? { names: options.configNames } : {}),
      }),
      options.signal,
    );
  } catch (error) {
    if (error instanceof ConfigError) return { ended: end.stopped('configuration', error.message) };
    // The target stopped answering between preflight's requests (a reset, a timeout): unreachable, exit 3.
    if (error instanceof TransportError)
      return { ended: end.stopped('unreachable', `the target stopped answering during preflight: ${error.message}`, [error.evidence]) };
    throw error;
  }
  if (pre === undefined) return { ended: await end.checked({ notes: [] }, undefined) };
  if (!pre.ok) return { ended: end.stopped('unreachable', pre.message, pre.evidence) };
  options.onProgress?.({ kind: 'preflight-done', preflight: pre.preflight });
  return { preflight: pre.preflight, notes: pre.notes };
}

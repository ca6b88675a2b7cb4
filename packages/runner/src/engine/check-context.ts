// What the checks get from the run: their context, and how they are run.
import type { CheckContext } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { CONTROL_PATH } from '../preflight/credentials.js';
import { acceptNonEvaluations } from './accept.js';
import type { Run } from './run.js';
import { createSlots, type RunChecksOptions } from './run-checks.js';

/** What every check sees but the discovery (checks get the HttpClient face only: no close, no scrub). */
export function checkContextOf(run: Run, formatDateTime: (instant: Instant) => string): Omit<CheckContext, 'discovery'> {
  const { http, options } = run;
  const { seed, runs, horizonDays, propertyTimeLimitMs } = run.settings;
  return {
    http: { get: (path, query, requestOptions) => http.get(path, query, requestOptions) },
    credentialsAccepted: async (which = 'primary') => {
      try {
        // A re-observation: the answer now, not the one recorded at preflight.
        const control = await http.get(CONTROL_PATH, undefined, { credentials: which, fresh: true });
        return control.status >= 200 && control.status < 300;
      } catch {
        return false;
      }
    },
    options: {
      seed,
      runs,
      horizonDays,
      formatDateTime,
      propertyTimeLimitMs,
      signerScheme: run.target.signer === undefined ? 'default' : 'custom',
      ...(options.signal ? { signal: options.signal } : {}),
    },
    hasSecondAccount: run.target.secondCredentials !== undefined,
    exchanges: () => http.exchanges(),
  };
}

export function checksOptionsOf({ http, settings, options }: Pick<Run, 'http' | 'settings' | 'options'>): RunChecksOptions {
  return {
    // Checks mostly wait on HTTP; twice the request slots keeps them filled.
    concurrency: Math.max(2, Math.ceil(settings.concurrency) * 2),
    slots: createSlots(Math.max(2, Math.ceil(settings.concurrency) * 2)),
    checkTimeoutMs: settings.checkTimeoutMs,
    catalogue: settings.catalogue,
    scrub: (value) => http.scrub(value),
    ...(options.signal ? { signal: options.signal } : {}),
    onStart: (check, done, total) =>
      options.onProgress?.({ kind: 'check-start', id: check.id, section: check.section, done, total, requests: http.requestCount() }),
    // As the report will hold it: scrubbed, and marked accepted when --accept-skip names it.
    onDone: (result, done, total) =>
      options.onProgress?.({
        kind: 'check-done',
        result: acceptNonEvaluations([http.scrub(result)], options.acceptSkip ?? [])[0]!,
        done,
        total,
        requests: http.requestCount(),
      }),
  };
}

// Preflight: what would make every check's verdict meaningless is the user's to fix, said first.
// Reachability (exit 3), the base URL, the credentials (exit 2), and the DATETIME form.
import type { Credentials, Evidence } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import type { RunHttpClient } from '../http/client.js';
import type { ConfigNames, DateTimeFormat, Preflight } from '../types.js';
import { confirmBaseUrl } from './base-url.js';
import { CLI_CONFIG_NAMES, confirmCredentials } from './credentials.js';
import { discoverDateTimeFormat, startDateTimeProbe } from './datetime.js';
import { reachTarget } from './reach.js';

export interface PreflightOptions {
  baseUrl: string;
  /** The embedded server: its base URL and credentials are known good. */
  embedded: boolean;
  credentials?: Credentials;
  secondCredentials?: Credentials;
  signer: boolean;
  now: Instant;
  datetimeFormat?: DateTimeFormat;
  /** Where the user gives the credentials, for the message of a refusal (default the CLI's). */
  names?: ConfigNames;
}

export type PreflightResult = { ok: true; preflight: Preflight; notes: string[] } | { ok: false; kind: 'unreachable'; message: string; evidence: Evidence[] };

/** Throws a ConfigError for what the user must fix (credentials refused, no DATETIME form, wrong base URL). */
export async function runPreflight(http: RunHttpClient, options: PreflightOptions): Promise<PreflightResult> {
  // One wave: reachability, the base URL, both credential checks and the DATETIME form's first probe
  // go out together; their verdicts are read in that order, so what the user must fix first is still said first.
  const reach = reachTarget(http);
  const base = quiet(options.embedded ? Promise.resolve() : confirmBaseUrl(http, options.baseUrl));
  const names = options.names ?? CLI_CONFIG_NAMES;
  const confirm = (who: 'primary' | 'secondary') =>
    confirmCredentials(http, { who, names: who === 'primary' ? names.credentials : names.secondCredentials, signer: options.signer, signerName: names.signer });
  const primary = quiet(options.credentials ? confirm('primary') : Promise.resolve('none' as const));
  const secondary = quiet(options.secondCredentials ? confirm('secondary') : Promise.resolve(undefined));
  const probe = startDateTimeProbe(http, {
    now: options.now,
    signed: options.credentials !== undefined,
    ...(options.datetimeFormat ? { configured: options.datetimeFormat } : {}),
  });
  const reached = await reach;
  if (!reached.reachable) return { ok: false, kind: 'unreachable', message: reached.message, evidence: reached.evidence };
  await base;
  const credentials = await primary;
  const secondCredentials = await secondary;
  const datetime = await discoverDateTimeFormat(http, {
    now: options.now,
    ...(reached.firstPair !== undefined ? { pair: reached.firstPair } : {}),
    signed: credentials === 'accepted',
    ...(options.datetimeFormat ? { configured: options.datetimeFormat } : {}),
    ...(probe ? { started: probe } : {}),
  });
  const notes: string[] = [];
  if (datetime.note) notes.push(datetime.note);
  if (datetime.refused.length > 0) {
    notes.push(
      `DATETIME input: the server refused ${datetime.refused.join(', ')} and accepted ${datetime.format}, used by every check (the accepted form is not shown, OPEN-POINTS #2)`,
    );
  }
  return {
    ok: true,
    notes,
    preflight: {
      datetimeFormat: datetime.format,
      datetimeFormatSource: datetime.source,
      datetimeFormsRefused: datetime.refused,
      credentials,
      ...(secondCredentials ? { secondCredentials } : {}),
    },
  };
}

/** A promise awaited later (or never, when an earlier verdict ends preflight): its rejection is not unhandled meanwhile. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

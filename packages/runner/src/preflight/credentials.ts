// Preflight: are the run's credentials accepted? One signed GET of an endpoint the spec lists as
// authenticated, compared with the same GET unsigned. A refusal is the user's configuration (exit 2),
// said before any check runs, never a server failure.
import type { Check } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import type { RunHttpClient } from '../http/client.js';
import type { ConfigNames } from '../types.js';
import { bodyExcerpt } from './excerpt.js';

/**
 * The control request: "GET /v1/account-wallets — Authenticated. Returns an array of Account
 * wallet." No parameter and no date, so nothing but the credentials can make it fail.
 */
export const CONTROL_PATH = '/v1/account-wallets';

export type CredentialsState = 'accepted' | 'unconfirmed' | 'none';

const refused = (status: number) => status === 401 || status === 403;
const ok = (status: number) => status >= 200 && status < 300;

export interface CredentialsCheck {
  who: 'primary' | 'secondary';
  /** How the user gave them, for the message: variables and flags to check. */
  names: string;
  signer: boolean;
  /** The signer option's name (default `--signer`). */
  signerName?: string;
}

/** Checks of the selection that need credentials (for the message when none were given). */
function checksNeedingCredentials(checks: readonly Check<string>[]): Check<string>[] {
  return checks.filter((c) => c.needs?.credentials === true);
}

/** The CLI's names: its variables and flags. */
export const CLI_CONFIG_NAMES: ConfigNames = {
  credentials: 'TARC_API_KEY and TARC_API_SECRET (or --api-key/--api-secret)',
  secondCredentials: 'TARC_SECOND_API_KEY and TARC_SECOND_API_SECRET',
  onlyPublic: "--only 'reference-data.*'",
  signer: '--signer',
};

/** Throws a ConfigError when no credentials were given but the selection needs them. */
export function requireCredentials(checks: readonly Check<string>[], hasCredentials: boolean, names: ConfigNames = CLI_CONFIG_NAMES): void {
  if (hasCredentials) return;
  const needing = checksNeedingCredentials(checks);
  if (needing.length === 0) return;
  const shown = needing
    .slice(0, 4)
    .map((c) => c.id)
    .join(', ');
  const more = needing.length > 4 ? ` and ${needing.length - 4} more` : '';
  throw new ConfigError(
    `no credentials: ${needing.length} selected checks need them (${shown}${more}); pass them: ${names.credentials}, ` +
      `or select only public checks, e.g. ${names.onlyPublic}`,
  );
}

/**
 * Sends the control request signed with `who`'s credentials and unsigned. Accepted: 2xx. Refused
 * (401/403): a ConfigError naming what to check, the status and a body excerpt. Anything else
 * (404, 5xx): unconfirmed; the checks judge that answer.
 */
export async function confirmCredentials(http: RunHttpClient, check: CredentialsCheck): Promise<CredentialsState> {
  const [signed, unsigned] = await Promise.all([
    http.get(CONTROL_PATH, undefined, { credentials: check.who }),
    http.get(CONTROL_PATH, undefined, { credentials: 'none' }),
  ]);
  if (ok(signed.status)) return 'accepted';
  if (refused(signed.status)) {
    const account = check.who === 'primary' ? 'credentials' : "second account's credentials";
    throw new ConfigError(
      `the ${account} were refused: GET ${CONTROL_PATH} signed with them answered ${signed.status} ` +
        `(unsigned: ${unsigned.status}): ${bodyExcerpt(http.scrub(signed.bodyText))}; check ${check.names}` +
        `${check.signer ? ` and your ${check.signerName ?? '--signer'}` : ` (or pass ${check.signerName ?? '--signer'} if your server signs differently)`}`,
    );
  }
  return 'unconfirmed';
}

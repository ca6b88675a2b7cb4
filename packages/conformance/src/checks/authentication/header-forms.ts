import { requirementOfEvery } from '#support/codes.js';
import { Findings, noData, notConfigured, unobservable } from '#support/outcome.js';
import { isSuccess, sendProtected } from '#support/protected-endpoints.js';
import type { Check, Exchange } from '#types';
import { answered, controlled, sampledRequests } from './_support/equivalent-forms.js';
import { headerName } from './_support/forgery.js';

const CODES = {
  'duplicate-pck-other-account':
    "the wallets asked with two X-PCK lines (the first account's key, signed for it, then the second account's) answered the second account's records",
} as const;

const AUTH_HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'];

/** The accountIds of a list's records. */
function accountIds(exchange: Exchange): Set<string> {
  const out = new Set<string>();
  if (!Array.isArray(exchange.json)) return out;
  for (const record of exchange.json) {
    const id = (record as { accountId?: unknown } | null)?.accountId;
    if (typeof id === 'string') out.add(id);
  }
  return out;
}

/** `headers` with the authentication headers' names rewritten by `rename`. */
function renamed(headers: Record<string, string>, rename: (name: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[AUTH_HEADERS.some((h) => h.toLowerCase() === name.toLowerCase()) ? rename(name) : name] = value;
  return out;
}

/**
 * Header forms of the wallets request. A repeated X-PCK (the first account's key, signed for it, then
 * the second account's key on a line of its own) must not get the second account's data: a server
 * that verifies one line and serves the other hands out an account it never authenticated (OPEN-POINTS
 * #5, and "Results are limited to the authenticated account's own data"); the first account's data or
 * any 4xx pass. Header names in another letter case (all lower, all upper) are reported, never judged:
 * field names are case-insensitive (RFC 9110 5.1).
 */
export const authenticationHeaderForms = {
  id: 'authentication.header-forms',
  title: "Two X-PCK lines never get the second account's data; header names in another letter case (INFO)",
  requirements: ['AUTH-EQUIVALENT-FORMS', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-EQUIVALENT-FORMS']),
  section: 'Authentication',
  needs: { credentials: true, secondAccount: true, wallets: 1 },
  async run(ctx) {
    const wallets = sampledRequests(ctx).sample.find((r) => r.kind === 'wallets');
    if (!wallets) return noData('no wallets request could be built');
    const { ready, unjudged, refusal } = await controlled(ctx, [wallets]);
    if (refusal) return refusal;
    const request = ready[0];
    if (!request) return unobservable(`the wallets answered no records with valid credentials: ${unjudged.join('; ')}`);
    const firstIds = accountIds(request.control);
    const caseProbes = [
      { words: 'lower-case', rename: (name: string) => name.toLowerCase() },
      { words: 'upper-case', rename: (name: string) => name.toUpperCase() },
    ];
    const [cases, duplicate] = await Promise.all([
      Promise.all(
        caseProbes.map((probe) =>
          sendProtected(ctx, request, {
            credentials: 'primary',
            tamper: (headers) => renamed(headers, probe.rename),
            form: `${request.label} with ${probe.words} header names`,
          }),
        ),
      ),
      (async () => {
        if (!ctx.hasSecondAccount) return undefined;
        let secondSigned: Readonly<Record<string, string>> = {};
        const second = await sendProtected(ctx, request, { credentials: 'secondary', onSigned: (headers) => (secondSigned = headers) });
        const secondKey = secondSigned[headerName(secondSigned, 'X-PCK') ?? ''];
        if (secondKey === undefined || !isSuccess(second.status)) return undefined;
        const exchange = await sendProtected(ctx, request, {
          credentials: 'primary',
          headerLines: [['X-PCK', secondKey]],
          form: `${request.label} with a second X-PCK line naming the second account`,
        });
        return { exchange, secondIds: accountIds(second) };
      })(),
    ]);
    const seen = caseProbes.map((probe, i) => `${probe.words} header names → ${answered(cases[i]!)}`);
    if (duplicate === undefined) {
      return notConfigured(`no second account's key to repeat X-PCK with (no second account configured, or its wallets refused); ${seen.join('; ')} (INFO)`);
    }
    const { exchange, secondIds } = duplicate;
    const served = [...accountIds(exchange)].filter((id) => !firstIds.has(id) && (secondIds.size === 0 || secondIds.has(id)));
    seen.unshift(`two X-PCK lines → ${answered(exchange)}${isSuccess(exchange.status) && served.length === 0 ? " (the first account's records)" : ''}`);
    const findings = new Findings(CODES);
    if (isSuccess(exchange.status) && served.length > 0) {
      findings.add(
        'duplicate-pck-other-account',
        `${request.label} with two X-PCK lines (the first account's key, signed for it, then the second account's) answered ${exchange.status} with records of accountId ${served.join(', ')}, the second account's`,
        exchange.evidence({
          expected: "the first account's records, or a 4xx",
          actual: `records of the second account (${served.join(', ')})`,
          note: 'sent as two X-PCK header lines; the evidence shows their values joined by ", "',
        }),
      );
      return findings.outcome();
    }
    return findings.outcome(`${seen.join('; ')} (INFO: header names are case-insensitive, RFC 9110 5.1)`);
  },
} as const satisfies Check;

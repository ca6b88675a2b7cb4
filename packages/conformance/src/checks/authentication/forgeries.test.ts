// The forged-credentials checks on canned exchanges: which server each one fails, and when it cannot
// tell (a control refused, a signer that ignores the clock).
import { describe, expect, it } from 'vitest';
import { CANNED_SIGNATURE, cannedContext, codesOf, signedAsAccount } from '../../../test/support/canned-context.js';
import type { CannedRequest, Responder } from '../../../test/support/canned-context.js';
import { FIRST, SECOND } from '../../../test/support/canned-fixtures.js';
import type { Check } from '#types';
import { authenticationChecks } from './index.js';
import { reasonOf } from '#support/outcome.js';

const check = (id: string): Check => authenticationChecks.find((c) => c.id === id)!;
const LISTED = /^\/v1\/(orders|trades|account-wallets)/;

/** A server of the five listed endpoints that accepts a request when `accepts` says so. */
const server =
  (accepts: (r: CannedRequest) => boolean): Responder =>
  (r) => {
    if (!LISTED.test(r.path)) return { status: 200, json: [] };
    return accepts(r) ? { status: 200, json: r.path.split('/').length > 3 ? { id: '1' } : [] } : { status: 401, json: { title: 'Unauthorized', status: 401 } };
  };
const strict = server(signedAsAccount);
const sig = (r: CannedRequest) => r.headers['X-Signature'] ?? '';
const SERVERS: Readonly<Record<string, Responder>> = {
  strict,
  'anything goes': server(() => true),
  'signature compared on 8 characters': server((r) =>
    signedAsAccount({ ...r, headers: { ...r.headers, 'X-Signature': sig(r).slice(0, 8) === CANNED_SIGNATURE.slice(0, 8) ? CANNED_SIGNATURE : sig(r) } }),
  ),
  'no X-Nonce needed': server((r) => signedAsAccount({ ...r, headers: { 'X-Nonce': 'n', ...r.headers } })),
  'stamp unchecked': server((r) => signedAsAccount({ ...r, headers: { ...r.headers, 'X-Stamp': String(Date.parse('2026-11-20T12:00:00Z')) } })),
  'refuses everyone': server(() => false),
};

const ROWS: readonly [string, string, string, string[]][] = [
  ['authentication.spoiled-signature', 'strict', 'passed', []],
  [
    'authentication.spoiled-signature',
    'anything goes',
    'failed',
    [
      'accepted-signature-extended',
      'accepted-signature-spoiled-end',
      'accepted-signature-spoiled-middle',
      'accepted-signature-spoiled-start',
      'accepted-signature-truncated',
    ],
  ],
  [
    'authentication.spoiled-signature',
    'signature compared on 8 characters',
    'failed',
    ['accepted-signature-extended', 'accepted-signature-spoiled-end', 'accepted-signature-spoiled-middle', 'accepted-signature-truncated'],
  ],
  ['authentication.missing-header', 'strict', 'passed', []],
  ['authentication.missing-header', 'no X-Nonce needed', 'failed', ['accepted-without-x-nonce']],
  ['authentication.cross-account-secret', 'strict', 'passed', []],
  ['authentication.cross-account-secret', 'anything goes', 'failed', ['accepted-other-account-secret']],
  ['authentication.stale-stamp', 'strict', 'passed', []],
  ['authentication.stale-stamp', 'stamp unchecked', 'failed', ['accepted-stale-stamp']],
  ['authentication.bad-signature', 'signature compared on 8 characters', 'passed', []],
  ['authentication.unknown-key', 'anything goes', 'failed', ['accepted-unknown-key']],
];

describe('forged credentials on canned exchanges', () => {
  it.each(ROWS)('%s against "%s": %s %j', async (id, name, status, codes) => {
    const ctx = cannedContext({ respond: SERVERS[name]!, account: FIRST, secondAccount: SECOND });
    const outcome = await check(id).run(ctx);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('is not evaluated when the control request is refused and so are the credentials', async () => {
    const ctx = cannedContext({ respond: SERVERS['refuses everyone']!, account: FIRST, credentialsAccepted: false });
    const outcome = await check('authentication.spoiled-signature').run(ctx);
    expect([outcome.status, reasonOf(outcome)]).toEqual(['not-evaluated', 'refused']);
  });

  it('fails a 401 to valid credentials the control request shows accepted', async () => {
    const ctx = cannedContext({ respond: SERVERS['refuses everyone']!, account: FIRST, credentialsAccepted: true });
    const outcome = await check('authentication.missing-header').run(ctx);
    expect(codesOf(outcome)).toEqual(['refused-valid-credentials']);
  });

  it('leaves the stale stamp unobserved when the signer ignores the clock it is given', async () => {
    const ctx = cannedContext({ respond: SERVERS['stamp unchecked']!, account: FIRST, signerIgnoresClock: true });
    const outcome = await check('authentication.stale-stamp').run(ctx);
    expect(outcome.status).toBe('not-evaluated');
  });

  it('forges on the other endpoints too when they refuse a request without credentials', async () => {
    const everywhere: Responder = (r) => (r.signer === 'none' ? { status: 401 } : { status: 200, json: [] });
    const ctx = cannedContext({ respond: everywhere, account: FIRST });
    const outcome = await check('authentication.spoiled-signature').run(ctx);
    expect(outcome.status).toBe('failed');
    expect(ctx.sent.some((r) => r.path === '/v1/fee-levels' && r.signer === 'primary')).toBe(true);
  });
});

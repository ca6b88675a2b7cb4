// Faults of authentication and of isolation ("Results are limited to the authenticated account's
// own data"). The orders' isolation faults live with the orders.
import { everyAccount, listsEveryAccount } from './helpers.js';
import type { Fault } from './types.js';

const ISOLATION = "Results are limited to the authenticated account's own data.";

export const AUTH_FAULTS = [
  {
    // The server a new user may meet first: it looks healthy, holds nothing, and never checks a
    // signature. A suite that passes it evaluated nothing.
    name: 'near-empty-signature-unchecked',
    description: 'Reference data is right, but every account list is empty, every lookup is 404, and any X-PCK is accepted without checking the signature.',
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      dataset({ ds }) {
        ds.transfers.wallets.length = 0;
        ds.transfers.withdrawals.length = 0;
        ds.transfers.deposits.length = 0;
      },
      selection(c) {
        c.selection.accounts = [];
      },
      lookup(c) {
        c.accounts = [];
      },
      auth(c) {
        if (!c.outcome.ok && c.headers['x-pck']) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'auth-not-enforced',
    description: 'Account endpoints answer without valid credentials (as the first demo account).',
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok) return { ok: true, account: c.outcome.account ?? 0 };
      },
    },
  },
  {
    name: 'auth-bad-signature-accepted',
    description: 'A request with a known key and a wrong X-Signature is answered as that account.',
    requirements: ['AUTH-REQUIRED'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && c.outcome.reason === 'bad-signature' && c.outcome.account !== undefined) {
          return { ok: true, account: c.outcome.account };
        }
      },
    },
  },
  {
    name: 'auth-unknown-key-accepted',
    description: 'A request signed with a key the server never issued is answered as the first demo account.',
    requirements: ['AUTH-REQUIRED', 'X-PCK: <API_KEY> (public key of the caller)'],
    hooks: {
      auth(c) {
        if (!c.outcome.ok && c.outcome.reason === 'unknown-key') return { ok: true, account: 0 };
      },
    },
  },
  {
    name: 'auth-signature-echoed',
    description: 'The refusal of a wrong X-Signature quotes the signature it received in its detail.',
    requirements: ['AUTH-NO-SIGNATURE-ECHO', 'X-Signature: <SIGNATURE>'],
    hooks: {
      auth(c) {
        if (c.outcome.ok || c.outcome.reason !== 'bad-signature') return;
        return { ...c.outcome, message: `X-Signature ${String(c.headers['x-signature'])} does not match.` };
      },
    },
  },
  {
    name: 'trades-other-account-by-id',
    description: "GET /v1/trades/{id} returns another account's trade.",
    requirements: ['ISO-BY-ID', ISOLATION],
    hooks: {
      lookup(c) {
        if (c.endpoint === 'trade') c.accounts = everyAccount(c);
      },
    },
  },
  {
    name: 'trades-other-account-in-list',
    description: "GET /v1/trades lists every account's trades of the pairs.",
    requirements: ['ISO-LISTS', 'ISO-ACCOUNT-ID', ISOLATION],
    hooks: listsEveryAccount('trades'),
  },
  {
    name: 'wallets-other-account-in-list',
    description: "GET /v1/account-wallets lists the next account's wallets instead of the caller's.",
    requirements: ['ISO-LISTS', 'ISO-ACCOUNT-ID', ISOLATION],
    hooks: {
      auth(c) {
        if (c.endpoint === 'account-wallets' && c.outcome.ok) return { ok: true, account: (c.outcome.account + 1) % c.accountCount };
      },
    },
  },
  {
    name: 'withdrawals-other-account-in-list',
    description: "GET /v1/crypto-withdrawals lists every account's withdrawals.",
    requirements: ['ISO-LISTS', 'ISO-ACCOUNT-ID', ISOLATION],
    hooks: listsEveryAccount('crypto-withdrawals'),
  },
  {
    name: 'deposits-other-account-in-list',
    description: "GET /v1/crypto-deposits lists every account's deposits.",
    requirements: ['ISO-LISTS', 'ISO-ACCOUNT-ID', ISOLATION],
    hooks: listsEveryAccount('crypto-deposits'),
  },
] as const satisfies readonly Fault[];

// Isolation faults reached through a filter or a lookup, not through the plain lists (issue 12):
// another account's records behind an id or a reference, some relabelled with the caller's accountId
// so that only what the record is (not the account it claims) gives the leak away.
import { everyAccount, onSelection } from './helpers.js';
import type { Fault, HookBase } from './types.js';

/** The record says it is the caller's. */
function relabel(c: HookBase & { record: Record<string, unknown> }): void {
  if (c.caller) c.record.accountId = c.caller.accountId;
}

export const ISOLATION_FAULTS = [
  {
    name: 'isolation-trades-by-order-id-any-account',
    description: "GET /v1/trades with orderId lists that order's trades whichever account owns it.",
    requirements: ['ISO-LISTS'],
    hooks: onSelection('trades', (selection, c) => {
      if (selection.orderId !== undefined) selection.accounts = everyAccount(c);
    }),
  },
  {
    name: 'isolation-withdrawals-by-reference-any-account-relabelled',
    description: "GET /v1/crypto-withdrawals with externalTransactionId searches every account, and shows the match with the caller's accountId.",
    requirements: ['ISO-LISTS'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'crypto-withdrawals' && c.selection.externalTransactionId !== undefined) c.selection.accounts = everyAccount(c);
      },
      record(c) {
        if (c.endpoint === 'crypto-withdrawals') relabel(c);
      },
    },
  },
  {
    name: 'isolation-deposits-by-symbol-any-account-relabelled',
    description: "GET /v1/crypto-deposits with symbol lists every account's deposits of that asset, each with the caller's accountId.",
    requirements: ['ISO-LISTS'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'crypto-deposits' && c.selection.symbol !== undefined) c.selection.accounts = everyAccount(c);
      },
      record(c) {
        if (c.endpoint === 'crypto-deposits') relabel(c);
      },
    },
  },
  {
    name: 'isolation-order-lookup-any-account-relabelled',
    description: "GET /v1/orders/{id} finds the order in any account and shows it with the caller's accountId.",
    requirements: ['ISO-BY-ID'],
    hooks: {
      lookup(c) {
        if (c.endpoint === 'order') c.accounts.splice(0, c.accounts.length, ...everyAccount(c));
      },
      record(c) {
        if (c.endpoint === 'order') relabel(c);
      },
    },
  },
  {
    name: 'isolation-trade-lookup-open-to-later-accounts',
    description: 'GET /v1/trades/{id} finds the trade in any account when the caller is not the first seeded account.',
    requirements: ['ISO-BY-ID'],
    hooks: {
      lookup(c) {
        if (c.endpoint === 'trade' && (c.caller?.account ?? 0) > 0) c.accounts.splice(0, c.accounts.length, ...everyAccount(c));
      },
    },
  },
] as const satisfies readonly Fault[];

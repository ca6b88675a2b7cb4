// "Results are limited to the authenticated account's own data": which account a record belongs to
// is learnt from the records themselves (their accountId), never assumed.
import type { AccountData } from '#types';
import { objectsOf } from './objects.js';

export interface AccountRecord {
  /** The list it came from, e.g. `GET /v1/orders`. */
  endpoint: string;
  record: Record<string, unknown>;
}

/**
 * Every record discovery read for one account, with the list it came from. Built once per discovered
 * account (the isolation checks each ask) and frozen, so no check changes another's view.
 */
export function accountRecords(data: AccountData): readonly AccountRecord[] {
  let records = recordsByAccount.get(data);
  if (!records) recordsByAccount.set(data, (records = Object.freeze(listRecords(data).map((r) => Object.freeze(r)))));
  return records;
}

const recordsByAccount = new WeakMap<AccountData, readonly AccountRecord[]>();

function listRecords(data: AccountData): AccountRecord[] {
  const out: AccountRecord[] = [];
  const add = (endpoint: string, records: readonly unknown[] | undefined) => {
    for (const record of objectsOf(records)) out.push({ endpoint, record });
  };
  for (const orders of data.orders?.values() ?? []) add('GET /v1/orders', orders);
  add('GET /v1/trades', data.trades);
  add('GET /v1/account-wallets', data.wallets);
  add('GET /v1/crypto-withdrawals', data.withdrawals);
  add('GET /v1/crypto-deposits', data.deposits);
  return out;
}

/**
 * Count of records per accountId. Records without a string accountId are left out: what they
 * belong to cannot be told (the schema checks report them).
 */
export function accountIdCounts(records: readonly AccountRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { record } of records) {
    if (typeof record.accountId !== 'string') continue;
    counts.set(record.accountId, (counts.get(record.accountId) ?? 0) + 1);
  }
  return counts;
}

/**
 * `accountIdCounts(accountRecords(data))`, counted once per discovered account: the isolation
 * checks each ask for both accounts' ids. Keyed by the account data itself (one per run).
 */
const countsByAccount = new WeakMap<AccountData, ReadonlyMap<string, number>>();

function countsOf(data: AccountData): ReadonlyMap<string, number> {
  let counts = countsByAccount.get(data);
  if (!counts) countsByAccount.set(data, (counts = accountIdCounts(accountRecords(data))));
  return counts;
}

/**
 * The account's id as its records tell it: the accountId every record carries, or undefined when
 * there are no records or they disagree.
 */
export function learnedAccountId(data: AccountData | undefined): string | undefined {
  if (!data) return undefined;
  const counts = countsOf(data);
  if (counts.size !== 1) return undefined;
  const [only] = counts.keys();
  return only;
}

/** The most frequent accountId among the records (the account's own, when a few leaked in). */
export function majorityAccountId(data: AccountData | undefined): string | undefined {
  if (!data) return undefined;
  let best: [string, number] | undefined;
  for (const entry of countsOf(data)) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}

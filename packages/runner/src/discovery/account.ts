import { ORDERS_PAGE_SIZE, TRADES_PAGE_SIZE } from '@tarc/conformance';
import type { AccountData, HttpClient, RequestOptions } from '@tarc/conformance';
import type { AccountWallet, CryptoDeposit, CryptoWithdrawal, Instant, Order, Trade } from '@tarc/domain';
import { discoverList } from './discover-list.js';
import { chunkQueryValues } from './pairs.js';
import { MAX_WALK_ITEMS, walkWindows } from './walk.js';
import type { Window } from './windows.js';

// The sample reads full pages: "pageSize | orders | 1 to 50"; trades, withdrawals, deposits up to 1000.
const PAGES_PER_WINDOW = 2;
const ORDERS_ENOUGH_PER_PAIR = 2 * ORDERS_PAGE_SIZE.max;
const LIST_ENOUGH = TRADES_PAGE_SIZE.max;

export interface AccountPlan {
  who: string;
  credentials: RequestOptions['credentials'];
  pairs: readonly string[] | undefined;
  windows: readonly Window[];
  formatDateTime(instant: Instant): string;
  /** Only the newest records of each list (see `WalkPlan.newestOnly`): enough to aim at, for the second account. */
  newestOnly?: boolean;
}

/** Samples one account's data; what fails becomes a note and an absent field. */
export async function discoverAccount(http: HttpClient, plan: AccountPlan, notes: string[]): Promise<AccountData> {
  const options: RequestOptions = { credentials: plan.credentials };
  const common = {
    windows: plan.windows,
    formatDateTime: plan.formatDateTime,
    pagesPerWindow: PAGES_PER_WINDOW,
    options,
    ...(plan.newestOnly ? { newestOnly: true } : {}),
  };
  const data: AccountData = {};
  const pairs = plan.pairs;

  const orders = async () => {
    if (!pairs) return;
    const entries = await Promise.all(
      pairs.map(async (pairSymbol) => {
        const walk = await walkWindows<Order>(http, {
          ...common,
          path: '/v1/orders',
          query: { pairSymbol },
          pageSize: ORDERS_PAGE_SIZE.max,
          enough: ORDERS_ENOUGH_PER_PAIR,
        });
        if (walk.failure) notes.push(`${plan.who}: orders of ${pairSymbol} could not be read (${walk.failure})`);
        if (walk.limit) notes.push(`${plan.who}: orders of ${pairSymbol}: ${walk.limit}`);
        return [pairSymbol, walk] as const;
      }),
    );
    if (entries.some(([, walk]) => !walk.failure || walk.items.length > 0)) {
      data.orders = new Map(entries.map(([pair, walk]) => [pair, walk.items]));
    }
  };

  const list = async <T extends { id?: unknown }>(name: string, path: string, query: Record<string, readonly string[]>): Promise<T[] | undefined> => {
    const walk = await walkWindows<T>(http, { ...common, path, query, pageSize: TRADES_PAGE_SIZE.max, enough: LIST_ENOUGH });
    if (walk.limit) notes.push(`${plan.who}: ${name}: ${walk.limit}`);
    if (walk.failure) {
      notes.push(`${plan.who}: ${name} could not be read (${walk.failure})`);
      return walk.items.length > 0 ? walk.items : undefined;
    }
    return walk.items;
  };

  const trades = async () => {
    if (!pairs) return;
    if (pairs.length === 0) {
      data.trades = [];
      return;
    }
    // Every pair in one URL would pass what servers accept in a request line (431): in chunks.
    const { chunks, dropped } = chunkQueryValues('pairSymbol', pairs);
    if (dropped > 0) notes.push(`${plan.who}: trades of ${dropped} pair(s) with a symbol too long for a URL were not read`);
    const byId = new Map<unknown, Trade>();
    let read = false;
    for (const [i, chunk] of chunks.entries()) {
      const name = chunks.length > 1 ? `trades (pairs ${i + 1} of ${chunks.length} groups)` : 'trades';
      const found = await list<Trade>(name, '/v1/trades', { pairSymbol: chunk });
      if (!found) continue;
      read = true;
      for (const trade of found) if (!byId.has(trade.id ?? trade)) byId.set(trade.id ?? trade, trade);
      if (byId.size >= MAX_WALK_ITEMS) break;
    }
    if (read) data.trades = [...byId.values()];
  };

  const wallets = async () => {
    const result = await discoverList<AccountWallet>(http, '/v1/account-wallets', undefined, options);
    if (result.ok) data.wallets = result.items;
    else notes.push(`${plan.who}: account wallets could not be read (${result.reason})`);
  };

  const withdrawals = async () => {
    const found = await list<CryptoWithdrawal>('crypto withdrawals', '/v1/crypto-withdrawals', {});
    if (found) data.withdrawals = found;
  };

  const deposits = async () => {
    const found = await list<CryptoDeposit>('crypto deposits', '/v1/crypto-deposits', {});
    if (found) data.deposits = found;
  };

  await Promise.all([orders(), trades(), wallets(), withdrawals(), deposits()]);
  return data;
}

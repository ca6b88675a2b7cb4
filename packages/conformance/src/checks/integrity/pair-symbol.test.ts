import type { BrokerPair, Order, Trade } from '@tarc/domain';
import type { AccountData } from '#types';
import { checkTable } from '#test-support/check-table.js';
import { integrityPairSymbol } from './pair-symbol.js';

const PAIRS = [{ symbol: 'BTCTRY' }, { symbol: 'ETHTRY' }] as BrokerPair[];
const order = (id: string, pairSymbol: string) => ({ id, pairSymbol }) as unknown as Order;
const trade = (id: string, pairSymbol: string) => ({ id, pairSymbol }) as unknown as Trade;
/** Discovery read these broker pairs and account data; the check sends no request of its own. */
const read = (account: AccountData, brokerPairs: BrokerPair[] = PAIRS) => ({ respond: () => undefined, discovery: { brokerPairs }, account });
const both = (orders: Order[], trades: Trade[]) => read({ orders: new Map([['BTCTRY', orders]]), trades });

// Both branches by a fault of the reference server, and on canned records.
checkTable(integrityPairSymbol, {
  fails: [
    { fault: 'orders-unknown-pair-symbol', codes: ['order-unknown-pair'] },
    { fault: 'trades-unknown-pair-symbol', codes: ['trade-unknown-pair'] },
  ],
  canned: [
    { name: 'every order and trade of a listed pair', context: both([order('1', 'BTCTRY')], [trade('t1', 'ETHTRY')]), status: 'passed' },
    {
      name: 'an order of a pair not listed',
      context: both([order('1', 'BTCTRY'), order('2', 'XRPTRY')], [trade('t1', 'ETHTRY')]),
      status: 'failed',
      codes: ['order-unknown-pair'],
    },
    { name: 'a trade of a pair not listed', context: both([order('1', 'BTCTRY')], [trade('t1', 'BTCUSDT')]), status: 'failed', codes: ['trade-unknown-pair'] },
    { name: 'trades read, no orders', context: read({ trades: [trade('t1', 'BTCUSDT')] }), status: 'failed', codes: ['trade-unknown-pair'] },
    { name: 'no orders or trades read', context: read({}), status: 'not-evaluated', reason: 'no-data' },
    { name: 'no broker pairs read', context: read({ trades: [trade('t1', 'BTCTRY')] }, []), status: 'not-evaluated', reason: 'no-data' },
  ],
});

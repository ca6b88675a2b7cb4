import type { BrokerPair, Order, Trade } from '@tarc/domain';
import { checkTable } from '#test-support/check-table.js';
import { integrityPairSymbol } from './pair-symbol.js';

const PAIRS = [{ symbol: 'BTCTRY' }, { symbol: 'ETHTRY' }] as BrokerPair[];
const order = (id: string, pairSymbol: string) => ({ id, pairSymbol }) as unknown as Order;
const trade = (id: string, pairSymbol: string) => ({ id, pairSymbol }) as unknown as Trade;
/** Discovery read these orders (of BTCTRY) and trades; the check sends no request of its own. */
const read = (orders: Order[], trades: Trade[]) => ({
  respond: () => undefined,
  discovery: { brokerPairs: PAIRS },
  account: { orders: new Map([['BTCTRY', orders]]), trades },
});

// No fault of the reference server lists an order of an unknown pair: the order branch is proven on canned records.
checkTable(integrityPairSymbol, {
  fails: [{ fault: 'trades-unknown-pair-symbol', codes: ['trade-unknown-pair'] }],
  canned: [
    { name: 'every order and trade of a listed pair', context: read([order('1', 'BTCTRY')], [trade('t1', 'ETHTRY')]), status: 'passed' },
    {
      name: 'an order of a pair not listed',
      context: read([order('1', 'BTCTRY'), order('2', 'XRPTRY')], [trade('t1', 'ETHTRY')]),
      status: 'failed',
      codes: ['order-unknown-pair'],
    },
    { name: 'a trade of a pair not listed', context: read([order('1', 'BTCTRY')], [trade('t1', 'BTCUSDT')]), status: 'failed', codes: ['trade-unknown-pair'] },
  ],
});

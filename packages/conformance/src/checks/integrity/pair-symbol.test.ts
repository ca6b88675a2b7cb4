import { checkTable } from '#test-support/check-table.js';
import { integrityPairSymbol } from './pair-symbol.js';

checkTable(integrityPairSymbol, {
  fails: [
    { fault: 'orders-unknown-pair-symbol', codes: ['order-unknown-pair'] },
    { fault: 'trades-unknown-pair-symbol', codes: ['trade-unknown-pair'] },
  ],
});

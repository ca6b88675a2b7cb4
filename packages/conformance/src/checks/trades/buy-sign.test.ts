import { checkTable } from '#test-support/check-table.js';
import { tradesBuySign } from './buy-sign.js';

checkTable(tradesBuySign, { fails: [{ fault: 'trades-buy-positive-amounts', codes: ['record-sign'] }] });

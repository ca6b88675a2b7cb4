import { checkTable } from '../../support/check-table.testutil.js';
import { tradesBuySign } from './buy-sign.js';

checkTable(tradesBuySign, { fails: [{ fault: 'trades-buy-positive-amounts', codes: ['record-sign'] }] });

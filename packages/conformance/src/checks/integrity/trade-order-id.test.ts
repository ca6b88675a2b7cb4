import { checkTable } from '#test-support/check-table.js';
import { integrityTradeOrderId } from './trade-order-id.js';

checkTable(integrityTradeOrderId, { fails: [{ fault: 'trades-dangling-order-id', codes: ['order-not-found'] }] });

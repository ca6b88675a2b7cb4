import { checkTable } from '../../support/check-table.testutil.js';
import { integrityTradeOrderId } from './trade-order-id.js';

checkTable(integrityTradeOrderId, { fails: [{ fault: 'trades-dangling-order-id', codes: ['order-not-found'] }] });

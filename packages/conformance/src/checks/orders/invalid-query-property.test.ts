import { checkTable } from '../../support/check-table.testutil.js';
import { ordersInvalidQueryProperty } from './invalid-query-property.js';

checkTable(ordersInvalidQueryProperty, { fails: [{ fault: 'orders-unknown-pair-500', codes: ['pair-symbol-not-400'] }] });

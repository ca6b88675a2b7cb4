import { checkTable } from '#test-support/check-table.js';
import { ordersInvalidQueryProperty } from './invalid-query-property.js';

checkTable(ordersInvalidQueryProperty, { fails: [{ fault: 'orders-unknown-pair-500', codes: ['pair-symbol-not-400'] }] });

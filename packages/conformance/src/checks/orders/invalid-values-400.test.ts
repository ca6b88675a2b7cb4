import { checkTable } from '#test-support/check-table.js';
import { ordersInvalidValues400 } from './invalid-values-400.js';

checkTable(ordersInvalidValues400, { fails: [{ fault: 'orders-invalid-order-as-desc', codes: ['order-sideways-not-400'] }] });

import { checkTable } from '#test-support/check-table.js';
import { ordersCanceledExcluded } from './canceled-excluded.js';

checkTable(ordersCanceledExcluded, { fails: [{ fault: 'orders-canceled-listed', codes: ['listed'] }] });

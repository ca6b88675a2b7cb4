import { checkTable } from '../../support/check-table.testutil.js';
import { ordersCanceledExcluded } from './canceled-excluded.js';

checkTable(ordersCanceledExcluded, { fails: [{ fault: 'orders-canceled-listed', codes: ['listed'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { ordersWindowMaxRange } from './window-max-range.js';

checkTable(ordersWindowMaxRange, { fails: [{ fault: 'orders-no-90-day-clamp', codes: ['spans-over-90-days'] }] });

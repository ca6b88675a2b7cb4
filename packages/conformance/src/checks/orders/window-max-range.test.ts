import { checkTable } from '#test-support/check-table.js';
import { ordersWindowMaxRange } from './window-max-range.js';

// The 90-day clamp shows only against orders older than 90 days: discovery walks the default 365.
checkTable(ordersWindowMaxRange, { horizonDays: 365, fails: [{ fault: 'orders-no-90-day-clamp', codes: ['spans-over-90-days'] }] });

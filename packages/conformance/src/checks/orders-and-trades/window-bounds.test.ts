import { checkTable } from '#test-support/check-table.js';
import { ordersWindowDefault, ordersWindowMaxRange, tradesWindowDefault, tradesWindowMaxRange } from './window-bounds.js';

// The 90-day clamp and the default window show only against records older than 90 days: discovery walks the default 365.
checkTable(ordersWindowMaxRange, { horizonDays: 365, fails: [{ fault: 'orders-no-90-day-clamp', codes: ['spans-over-90-days'] }] });
checkTable(ordersWindowDefault, { horizonDays: 365, fails: [{ fault: 'orders-default-window-unbounded', codes: ['spans-over-90-days'] }] });
checkTable(tradesWindowMaxRange, { horizonDays: 365, fails: [{ fault: 'trades-no-90-day-clamp', codes: ['spans-over-90-days'] }] });
checkTable(tradesWindowDefault, { horizonDays: 365, fails: [{ fault: 'trades-default-window-unbounded', codes: ['spans-over-90-days'] }] });

import { checkTable } from '#test-support/check-table.js';
import { ordersWindowDefault } from './window-default.js';

// The default window shows only against orders older than 90 days: discovery walks the default 365.
checkTable(ordersWindowDefault, { horizonDays: 365, fails: [{ fault: 'orders-default-window-unbounded', codes: ['spans-over-90-days'] }] });

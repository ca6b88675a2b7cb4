import { checkTable } from '#test-support/check-table.js';
import { ordersWindowDefault, ordersWindowMaxRange, tradesWindowDefault, tradesWindowMaxRange } from './window-bounds.js';

// The 90-day clamp and the default window show only against records older than 90 days: discovery walks the default 365.
checkTable(ordersWindowMaxRange, {
  horizonDays: 365,
  fails: [
    { fault: 'orders-no-90-day-clamp', codes: ['spans-over-90-days'] },
    { fault: 'lists-wide-window-read-as-last-90-days', codes: ['outside-bounds'] },
  ],
});
checkTable(ordersWindowDefault, {
  horizonDays: 365,
  fails: [
    { fault: 'orders-default-window-unbounded', codes: ['spans-over-90-days'] },
    { fault: 'lists-wide-window-read-as-last-90-days', codes: ['outside-bounds'] },
  ],
});
checkTable(tradesWindowMaxRange, {
  horizonDays: 365,
  fails: [
    { fault: 'trades-no-90-day-clamp', codes: ['spans-over-90-days'] },
    { fault: 'lists-wide-window-read-as-last-90-days', codes: ['outside-bounds'] },
  ],
});
checkTable(tradesWindowDefault, {
  horizonDays: 365,
  fails: [
    { fault: 'trades-default-window-unbounded', codes: ['spans-over-90-days'] },
    { fault: 'lists-wide-window-read-as-last-90-days', codes: ['outside-bounds'] },
  ],
});

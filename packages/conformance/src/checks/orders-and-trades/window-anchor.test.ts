import { checkTable } from '#test-support/check-table.js';
import { ordersWindowAnchor, tradesWindowAnchor } from './window-anchor.js';

// The default window shows only against records older than 90 days: discovery walks the default 365.
checkTable(ordersWindowAnchor, { horizonDays: 365, fails: [{ fault: 'orders-window-replaced-by-30-days', codes: ['not-anchored'] }] });
checkTable(tradesWindowAnchor, { horizonDays: 365, fails: [{ fault: 'trades-window-replaced-by-30-days', codes: ['not-anchored'] }] });

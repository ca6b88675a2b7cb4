import { checkTable } from '#test-support/check-table.js';
import { tradesWindowAnchor } from './window-anchor.js';

checkTable(tradesWindowAnchor, { horizonDays: 365, fails: [{ fault: 'trades-window-replaced-by-30-days', codes: ['not-anchored'] }] });

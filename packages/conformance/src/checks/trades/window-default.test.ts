import { checkTable } from '#test-support/check-table.js';
import { tradesWindowDefault } from './window-default.js';

checkTable(tradesWindowDefault, { horizonDays: 365, fails: [{ fault: 'trades-default-window-unbounded', codes: ['spans-over-90-days'] }] });

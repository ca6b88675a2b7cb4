import { checkTable } from '#test-support/check-table.js';
import { tradesWindowMaxRange } from './window-max-range.js';

checkTable(tradesWindowMaxRange, { horizonDays: 365, fails: [{ fault: 'trades-no-90-day-clamp', codes: ['spans-over-90-days'] }] });

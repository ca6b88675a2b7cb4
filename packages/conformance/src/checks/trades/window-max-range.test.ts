import { checkTable } from '../../support/check-table.testutil.js';
import { tradesWindowMaxRange } from './window-max-range.js';

checkTable(tradesWindowMaxRange, { horizonDays: 365, fails: [{ fault: 'trades-no-90-day-clamp', codes: ['spans-over-90-days'] }] });

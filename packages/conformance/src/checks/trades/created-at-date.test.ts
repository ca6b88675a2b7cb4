import { checkTable } from '../../support/check-table.testutil.js';
import { tradesCreatedAtDate } from './created-at-date.js';

checkTable(tradesCreatedAtDate, { fails: [{ fault: 'trades-created-at-ignored', codes: ['other-day-returned'] }] });

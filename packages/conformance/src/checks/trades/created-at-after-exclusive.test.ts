import { checkTable } from '../../support/check-table.testutil.js';
import { tradesCreatedAtAfterExclusive } from './created-at-after-exclusive.js';

checkTable(tradesCreatedAtAfterExclusive, { fails: [{ fault: 'trades-created-at-after-inclusive', codes: ['after-not-exclusive'] }] });

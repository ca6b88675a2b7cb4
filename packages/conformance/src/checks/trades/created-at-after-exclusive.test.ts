import { checkTable } from '#test-support/check-table.js';
import { tradesCreatedAtAfterExclusive } from './created-at-after-exclusive.js';

checkTable(tradesCreatedAtAfterExclusive, { fails: [{ fault: 'trades-created-at-after-inclusive', codes: ['after-not-exclusive'] }] });

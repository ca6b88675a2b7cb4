import { checkTable } from '#test-support/check-table.js';
import { tradesCreatedAtBeforeInclusive } from './created-at-before-inclusive.js';

checkTable(tradesCreatedAtBeforeInclusive, { fails: [{ fault: 'trades-created-at-before-exclusive', codes: ['before-not-inclusive'] }] });

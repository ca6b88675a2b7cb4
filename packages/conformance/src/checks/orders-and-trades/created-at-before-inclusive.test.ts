import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtBeforeInclusive, tradesCreatedAtBeforeInclusive } from './created-at-before-inclusive.js';

checkTable(ordersCreatedAtBeforeInclusive, { fails: [{ fault: 'orders-created-at-before-exclusive', codes: ['before-not-inclusive'] }] });
checkTable(tradesCreatedAtBeforeInclusive, { fails: [{ fault: 'trades-created-at-before-exclusive', codes: ['before-not-inclusive'] }] });

import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtAfterExclusive, tradesCreatedAtAfterExclusive } from './created-at-after-exclusive.js';

checkTable(ordersCreatedAtAfterExclusive, { fails: [{ fault: 'orders-created-at-after-inclusive', codes: ['after-not-exclusive'] }] });
checkTable(tradesCreatedAtAfterExclusive, { fails: [{ fault: 'trades-created-at-after-inclusive', codes: ['after-not-exclusive'] }] });

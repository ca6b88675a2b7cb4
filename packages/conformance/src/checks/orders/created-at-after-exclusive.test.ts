import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtAfterExclusive } from './created-at-after-exclusive.js';

checkTable(ordersCreatedAtAfterExclusive, { fails: [{ fault: 'orders-created-at-after-inclusive', codes: ['after-not-exclusive'] }] });

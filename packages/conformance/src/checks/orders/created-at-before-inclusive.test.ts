import { checkTable } from '#test-support/check-table.js';
import { ordersCreatedAtBeforeInclusive } from './created-at-before-inclusive.js';

checkTable(ordersCreatedAtBeforeInclusive, { fails: [{ fault: 'orders-created-at-before-exclusive', codes: ['before-not-inclusive'] }] });

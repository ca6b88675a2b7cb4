import { checkTable } from '../../support/check-table.testutil.js';
import { ordersCreatedAtBeforeInclusive } from './created-at-before-inclusive.js';

checkTable(ordersCreatedAtBeforeInclusive, { fails: [{ fault: 'orders-created-at-before-exclusive', codes: ['before-not-inclusive'] }] });

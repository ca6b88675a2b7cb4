import { checkTable } from '#test-support/check-table.js';
import { ordersPairFilter } from './pair-filter.js';

checkTable(ordersPairFilter, { fails: [{ fault: 'orders-pair-symbol-ignored', codes: ['other-pair'] }] });

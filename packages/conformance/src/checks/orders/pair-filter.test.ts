import { checkTable } from '../../support/check-table.testutil.js';
import { ordersPairFilter } from './pair-filter.js';

checkTable(ordersPairFilter, { fails: [{ fault: 'orders-pair-symbol-ignored', codes: ['other-pair'] }] });

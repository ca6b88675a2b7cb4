import { checkTable } from '#test-support/check-table.js';
import { tradesPaging } from './paging.js';

checkTable(tradesPaging, { fails: [{ fault: 'trades-page-off-by-one', codes: ['pages-differ-from-large-page'] }] });

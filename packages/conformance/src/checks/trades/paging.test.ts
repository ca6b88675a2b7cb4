import { checkTable } from '../../support/check-table.testutil.js';
import { tradesPaging } from './paging.js';

checkTable(tradesPaging, { fails: [{ fault: 'trades-page-off-by-one', codes: ['pages-differ-from-large-page'] }] });

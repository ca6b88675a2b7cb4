import { checkTable } from '../../support/check-table.testutil.js';
import { ordersPaging } from './paging.js';

checkTable(ordersPaging, { fails: [{ fault: 'orders-page-off-by-one', codes: ['pages-differ-from-large-page'], orders: 3000 }] });

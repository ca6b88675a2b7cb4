import { checkTable } from '#test-support/check-table.js';
import { ordersPaging, tradesPaging } from './paging.js';

checkTable(ordersPaging, { fails: [{ fault: 'orders-page-off-by-one', codes: ['pages-differ-from-large-page'], orders: 3000 }] });
checkTable(tradesPaging, { fails: [{ fault: 'trades-page-off-by-one', codes: ['pages-differ-from-large-page'] }] });

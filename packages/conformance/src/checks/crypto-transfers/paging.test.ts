import { checkTable } from '#test-support/check-table.js';
import { depositsPaging, withdrawalsPaging } from './paging.js';

checkTable(withdrawalsPaging, { fails: [{ fault: 'withdrawals-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] }] });
checkTable(depositsPaging, { fails: [{ fault: 'deposits-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] }] });

import { checkTable } from '#test-support/check-table.js';
import { depositsPaging, withdrawalsPaging } from './paging.js';

checkTable(withdrawalsPaging, {
  fails: [
    { fault: 'transfers-page-default-2', codes: ['default-not-page-1'] },
    { fault: 'lists-page-one-over-page-size', codes: ['page-over-page-size'] },
    { fault: 'withdrawals-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] },
  ],
});
checkTable(depositsPaging, {
  fails: [
    { fault: 'transfers-page-default-2', codes: ['default-not-page-1'] },
    { fault: 'lists-page-one-over-page-size', codes: ['page-over-page-size'] },
    { fault: 'deposits-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] },
  ],
});

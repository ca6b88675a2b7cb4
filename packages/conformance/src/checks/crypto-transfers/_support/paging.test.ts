import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS.paging, { fails: [{ fault: 'withdrawals-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] }] });
checkTable(DEPOSITS_CHECKS.paging, { fails: [{ fault: 'deposits-page-ignored', codes: ['pages-differ-from-large-page', 'pages-overlap'] }] });

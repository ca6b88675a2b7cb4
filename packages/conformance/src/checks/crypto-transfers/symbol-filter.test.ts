import { checkTable } from '#test-support/check-table.js';
import { depositsSymbolFilter, withdrawalsSymbolFilter } from './symbol-filter.js';

checkTable(withdrawalsSymbolFilter, {
  fails: [
    { fault: 'transfers-symbol-filter-narrows-window', codes: ['symbol-records-missing'] },
    { fault: 'withdrawals-symbol-filter-ignored', codes: ['other-symbol-returned'] },
  ],
});
checkTable(depositsSymbolFilter, {
  fails: [
    { fault: 'transfers-symbol-filter-narrows-window', codes: ['symbol-records-missing'] },
    { fault: 'deposits-symbol-filter-ignored', codes: ['other-symbol-returned'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { depositsSymbolFilter, withdrawalsSymbolFilter } from './symbol-filter.js';

checkTable(withdrawalsSymbolFilter, { fails: [{ fault: 'withdrawals-symbol-filter-ignored', codes: ['other-symbol-returned'] }] });
checkTable(depositsSymbolFilter, { fails: [{ fault: 'deposits-symbol-filter-ignored', codes: ['other-symbol-returned'] }] });

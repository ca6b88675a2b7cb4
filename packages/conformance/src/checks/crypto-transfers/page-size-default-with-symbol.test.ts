import { checkTable } from '#test-support/check-table.js';
import { depositsPageSizeDefaultWithSymbol, withdrawalsPageSizeDefaultWithSymbol } from './page-size-default-with-symbol.js';

// More than 100 transfers of one symbol in one window: the reference server's 6000 orders (a sparse account cannot show it).
checkTable(depositsPageSizeDefaultWithSymbol, {
  passes: [{ orders: 6000 }, { orders: 12, status: 'not-evaluated', reason: 'unobservable' }],
  fails: [
    { fault: 'deposits-with-symbol-page-size-default-ignored', codes: ['default-page-size'], orders: 4000 },
    { fault: 'deposits-default-page-size-5', codes: ['default-page-size'], orders: 4000 },
  ],
});
checkTable(withdrawalsPageSizeDefaultWithSymbol, {
  passes: [{ orders: 6000 }],
  fails: [{ fault: 'withdrawals-default-page-size-5', codes: ['default-page-size'], orders: 4000 }],
});

import { checkTable } from '#test-support/check-table.js';
import { depositsWindow, withdrawalsWindow } from './window.js';

checkTable(withdrawalsWindow, {
  fails: [
    { fault: 'lists-window-shifted', codes: ['missing-in-window'] },
    { fault: 'withdrawals-created-at-after-ignored', codes: ['outside-window'] },
  ],
});
checkTable(depositsWindow, {
  fails: [
    { fault: 'lists-window-shifted', codes: ['missing-in-window'] },
    { fault: 'deposits-created-at-before-ignored', codes: ['outside-window'] },
  ],
});

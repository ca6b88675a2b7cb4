import { checkTable } from '#test-support/check-table.js';
import { isolationLists } from './lists.js';

checkTable(isolationLists, {
  fails: [
    { fault: 'orders-other-account-in-list', codes: ['other-account-discovered', 'other-account-listed'] },
    { fault: 'trades-other-account-in-list', codes: ['other-account-discovered', 'other-account-listed'], orders: 3000 },
    { fault: 'wallets-other-account-in-list', codes: ['other-account-discovered', 'other-account-listed'] },
    { fault: 'withdrawals-other-account-in-list', codes: ['other-account-discovered'] },
    { fault: 'deposits-other-account-in-list', codes: ['other-account-discovered'] },
  ],
});

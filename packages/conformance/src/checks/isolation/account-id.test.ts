import { checkTable } from '#test-support/check-table.js';
import { isolationAccountId } from './account-id.js';

checkTable(isolationAccountId, {
  fails: [
    { fault: 'accounts-share-account-id', codes: ['same-account-id'] },
    { fault: 'orders-other-account-in-list', codes: ['several-account-ids'] },
    { fault: 'trades-other-account-in-list', codes: ['several-account-ids'], orders: 3000 },
    { fault: 'wallets-other-account-in-list', codes: ['several-account-ids'] },
    { fault: 'withdrawals-other-account-in-list', codes: ['several-account-ids'] },
    { fault: 'deposits-other-account-in-list', codes: ['several-account-ids'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { authenticationMissingHeader } from './missing-header.js';

checkTable(authenticationMissingHeader, {
  fails: [
    { fault: 'auth-missing-nonce-accepted', codes: ['accepted-without-x-nonce'] },
    { fault: 'auth-missing-stamp-accepted', codes: ['accepted-without-x-stamp'] },
    {
      fault: 'auth-skipped-on-trade-by-id',
      codes: ['accepted-without-x-nonce', 'accepted-without-x-pck', 'accepted-without-x-signature', 'accepted-without-x-stamp'],
    },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { authenticationEmptyHeader } from './empty-header.js';

checkTable(authenticationEmptyHeader, {
  fails: [
    { fault: 'auth-empty-header-accepted', codes: ['accepted-empty-x-nonce', 'accepted-whitespace-x-nonce'] },
    // A server that reads a blank header as a missing one refuses it too: the missing-header faults do not show here.
    {
      fault: 'auth-not-enforced',
      codes: [
        'accepted-empty-x-nonce',
        'accepted-empty-x-pck',
        'accepted-empty-x-signature',
        'accepted-empty-x-stamp',
        'accepted-whitespace-x-nonce',
        'accepted-whitespace-x-pck',
        'accepted-whitespace-x-signature',
        'accepted-whitespace-x-stamp',
      ],
    },
  ],
});

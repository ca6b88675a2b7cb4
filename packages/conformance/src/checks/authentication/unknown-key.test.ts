import { checkTable } from '#test-support/check-table.js';
import { authenticationUnknownKey } from './unknown-key.js';

checkTable(authenticationUnknownKey, {
  fails: [
    { fault: 'auth-not-enforced', codes: ['accepted-unknown-key'] },
    { fault: 'near-empty-signature-unchecked', codes: ['accepted-unknown-key'], orders: 0 },
    { fault: 'auth-unknown-key-accepted', codes: ['accepted-unknown-key'] },
  ],
});

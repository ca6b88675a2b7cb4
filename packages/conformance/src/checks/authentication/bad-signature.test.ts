import { checkTable } from '#test-support/check-table.js';
import { authenticationBadSignature } from './bad-signature.js';

checkTable(authenticationBadSignature, {
  fails: [
    { fault: 'auth-not-enforced', codes: ['accepted-bad-signature'] },
    { fault: 'near-empty-signature-unchecked', codes: ['accepted-bad-signature'], orders: 0 },
    { fault: 'auth-bad-signature-accepted', codes: ['accepted-bad-signature'] },
  ],
});

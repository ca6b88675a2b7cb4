import { checkTable } from '#test-support/check-table.js';
import { authenticationChangedSignedInput } from './changed-signed-input.js';

checkTable(authenticationChangedSignedInput, {
  fails: [
    { fault: 'auth-nonce-unsigned', codes: ['accepted-changed-nonce'] },
    { fault: 'auth-stamp-unsigned', codes: ['accepted-changed-stamp'] },
    { fault: 'auth-signature-any-account', codes: ['accepted-other-key-signature'] },
  ],
});

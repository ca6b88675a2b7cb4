import { checkTable } from '#test-support/check-table.js';
import { authenticationEquivalentMethods } from './equivalent-methods.js';

checkTable(authenticationEquivalentMethods, {
  passes: [{}, { profile: { pathForms: 'lenient' } }],
  fails: [
    { fault: 'auth-head-unauthenticated', codes: ['served-head', 'other-account-served'] },
    { fault: 'auth-method-override-before-auth', codes: ['served-method-override', 'other-account-served'] },
  ],
});

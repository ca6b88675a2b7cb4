import { checkTable } from '#test-support/check-table.js';
import { authenticationEquivalentPaths } from './equivalent-paths.js';

checkTable(authenticationEquivalentPaths, {
  // Pristine: the odd forms 404 (strict), or are served with authentication (lenient).
  passes: [{}, { profile: { pathForms: 'lenient' } }],
  fails: [
    { fault: 'auth-decoded-route-raw-check', codes: ['served-percent-encoded', 'other-account-served'] },
    { fault: 'auth-trailing-slash-unhooked', codes: ['served-trailing-slash', 'other-account-served'] },
    {
      fault: 'auth-lenient-router-raw-check',
      codes: ['served-double-slash', 'served-dot-segment', 'served-other-case', 'served-path-parameter', 'served-encoded-slash', 'other-account-served'],
    },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { authenticationCrossAccountSecret } from './cross-account-secret.js';

checkTable(authenticationCrossAccountSecret, { fails: [{ fault: 'auth-other-account-secret-accepted', codes: ['accepted-other-account-secret'] }] });

import { checkTable } from '#test-support/check-table.js';
import { authenticationNoCredentials } from './no-credentials.js';

checkTable(authenticationNoCredentials, { fails: [{ fault: 'auth-not-enforced', codes: ['accepted-without-credentials'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { authenticationNoCredentials } from './no-credentials.js';

checkTable(authenticationNoCredentials, { fails: [{ fault: 'auth-not-enforced', codes: ['accepted-without-credentials'] }] });

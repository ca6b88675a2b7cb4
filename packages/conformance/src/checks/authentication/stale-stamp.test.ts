import { checkTable } from '../../support/check-table.testutil.js';
import { authenticationStaleStamp } from './stale-stamp.js';

checkTable(authenticationStaleStamp, { fails: [{ fault: 'auth-stale-stamp-accepted', codes: ['accepted-stale-stamp'] }] });

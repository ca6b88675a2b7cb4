import { checkTable } from '#test-support/check-table.js';
import { authenticationStaleStamp } from './stale-stamp.js';

checkTable(authenticationStaleStamp, { fails: [{ fault: 'auth-stale-stamp-accepted', codes: ['accepted-stale-stamp'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { authenticationSignatureNotEchoed } from './signature-not-echoed.js';

checkTable(authenticationSignatureNotEchoed, { fails: [{ fault: 'auth-signature-echoed', codes: ['signature-echoed'] }] });

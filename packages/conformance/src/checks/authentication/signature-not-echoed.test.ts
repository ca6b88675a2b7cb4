import { checkTable } from '#test-support/check-table.js';
import { authenticationSignatureNotEchoed } from './signature-not-echoed.js';

checkTable(authenticationSignatureNotEchoed, { fails: [{ fault: 'auth-signature-echoed', codes: ['signature-echoed'] }] });

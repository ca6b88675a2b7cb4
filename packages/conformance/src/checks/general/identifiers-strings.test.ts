import { checkTable } from '../../support/check-table.testutil.js';
import { identifiersStrings } from './identifiers-strings.js';

checkTable(identifiersStrings, { fails: [{ fault: 'crypto-assets-numeric-ids', codes: ['not-string-id'] }] });

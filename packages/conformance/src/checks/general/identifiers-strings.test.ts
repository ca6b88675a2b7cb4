import { checkTable } from '#test-support/check-table.js';
import { identifiersStrings } from './identifiers-strings.js';

checkTable(identifiersStrings, { fails: [{ fault: 'crypto-assets-numeric-ids', codes: ['not-string-id'] }] });

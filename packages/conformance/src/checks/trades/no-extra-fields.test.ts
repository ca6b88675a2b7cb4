import { checkTable } from '../../support/check-table.testutil.js';
import { tradesNoExtraFields } from './no-extra-fields.js';

checkTable(tradesNoExtraFields, { fails: [{ codes: ['record-extra-field'], profile: { extraFields: true } }] });

import { checkTable } from '#test-support/check-table.js';
import { tradesNoExtraFields } from './no-extra-fields.js';

checkTable(tradesNoExtraFields, { fails: [{ codes: ['record-extra-field'], profile: { extraFields: true } }] });

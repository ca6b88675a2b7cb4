import { checkTable } from '../../support/check-table.testutil.js';
import { ordersNoExtraFields } from './no-extra-fields.js';

checkTable(ordersNoExtraFields, { fails: [{ codes: ['record-extra-field'], profile: { extraFields: true } }] });

import { checkTable } from '#test-support/check-table.js';
import { ordersNoExtraFields } from './no-extra-fields.js';

checkTable(ordersNoExtraFields, { fails: [{ codes: ['record-extra-field'], profile: { extraFields: true } }] });

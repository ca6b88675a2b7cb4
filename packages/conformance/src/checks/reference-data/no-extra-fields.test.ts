import { checkTable } from '#test-support/check-table.js';
import { noExtraFields } from './no-extra-fields.js';

checkTable(noExtraFields, { fails: [{ codes: ['unlisted-fields'], profile: { extraFields: true } }] });

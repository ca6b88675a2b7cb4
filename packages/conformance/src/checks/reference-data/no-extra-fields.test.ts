import { checkTable } from '../../support/check-table.testutil.js';
import { noExtraFields } from './no-extra-fields.js';

checkTable(noExtraFields, { fails: [{ codes: ['unlisted-fields'], profile: { extraFields: true } }] });

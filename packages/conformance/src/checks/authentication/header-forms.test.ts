import { checkTable } from '#test-support/check-table.js';
import { authenticationHeaderForms } from './header-forms.js';

checkTable(authenticationHeaderForms, { fails: [{ fault: 'auth-duplicate-pck-last', codes: ['duplicate-pck-other-account'] }] });

import { checkTable } from '#test-support/check-table.js';
import { authenticationStampForm } from './stamp-form.js';

checkTable(authenticationStampForm, { fails: [{ fault: 'auth-stamp-any-form', codes: ['accepted-stamp-in-seconds', 'accepted-stamp-iso'] }] });

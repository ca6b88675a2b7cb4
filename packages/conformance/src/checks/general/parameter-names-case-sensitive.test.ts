import { checkTable } from '#test-support/check-table.js';
import { parameterNamesCaseSensitive } from './parameter-names-case-sensitive.js';

checkTable(parameterNamesCaseSensitive, { fails: [{ fault: 'query-names-case-insensitive', codes: ['name-read-case-insensitively'] }] });

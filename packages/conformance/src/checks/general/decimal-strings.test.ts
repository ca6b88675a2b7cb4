import { checkTable } from '#test-support/check-table.js';
import { decimalStrings } from './decimal-strings.js';

checkTable(decimalStrings, { fails: [{ fault: 'broker-pairs-decimal-numbers', codes: ['not-decimal-string'] }] });

import { checkTable } from '#test-support/check-table.js';
import { tradesPageDefault } from './page-default.js';

checkTable(tradesPageDefault, { fails: [{ fault: 'trades-page-default-2', codes: ['default-not-page-1'] }] });

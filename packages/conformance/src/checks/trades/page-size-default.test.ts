import { checkTable } from '#test-support/check-table.js';
import { tradesPageSizeDefault } from './page-size-default.js';

checkTable(tradesPageSizeDefault, { fails: [{ fault: 'trades-page-size-default-20', codes: ['default-page-size'] }] });

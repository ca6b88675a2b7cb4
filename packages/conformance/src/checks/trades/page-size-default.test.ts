import { checkTable } from '../../support/check-table.testutil.js';
import { tradesPageSizeDefault } from './page-size-default.js';

checkTable(tradesPageSizeDefault, { fails: [{ fault: 'trades-page-size-default-20', codes: ['default-page-size'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { tradesQueryModes } from './query-modes.js';

checkTable(tradesQueryModes, {
  fails: [
    { fault: 'trades-by-order-id-default-ascending', codes: ['default-order-not-desc'] },
    { fault: 'trades-by-created-at-later-pages-repeat-first', codes: ['pages-gap', 'pages-overlap', 'unordered-across-pages'] },
  ],
});

import { checkTable } from '../../support/check-table.testutil.js';
import { tradesOrderMatch } from './order-match.js';

checkTable(tradesOrderMatch, { fails: [{ fault: 'trades-side-of-other-party', codes: ['order-differs'] }] });

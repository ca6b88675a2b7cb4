import { checkTable } from '#test-support/check-table.js';
import { tradesOrderMatch } from './order-match.js';

checkTable(tradesOrderMatch, { fails: [{ fault: 'trades-side-of-other-party', codes: ['order-differs'] }] });

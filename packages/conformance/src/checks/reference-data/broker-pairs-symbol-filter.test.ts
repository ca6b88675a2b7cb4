import { checkTable } from '#test-support/check-table.js';
import { brokerPairsSymbolFilter } from './broker-pairs-symbol-filter.js';

checkTable(brokerPairsSymbolFilter, {
  fails: [
    { fault: 'broker-pairs-symbol-answered-null', codes: ['filtered-not-a-list', 'unknown-symbol-not-a-list'] },
    { fault: 'broker-pairs-symbol-filter-ignored', codes: ['filter-not-exact', 'unknown-symbol-returns-pairs'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { stringArrayExploded } from './string-array-exploded.js';

checkTable(stringArrayExploded, {
  fails: [
    { fault: 'orders-status-filter-refused', codes: ['filtered-not-a-list'] },
    { fault: 'query-repeated-parameter-last-wins', codes: ['repeated-values-lost'] },
  ],
});

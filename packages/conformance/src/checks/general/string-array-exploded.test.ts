import { checkTable } from '#test-support/check-table.js';
import { stringArrayExploded } from './string-array-exploded.js';

checkTable(stringArrayExploded, { fails: [{ fault: 'query-repeated-parameter-last-wins', codes: ['repeated-values-lost'] }] });

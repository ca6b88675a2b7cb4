import { checkTable } from '../../support/check-table.testutil.js';
import { stringArrayExploded } from './string-array-exploded.js';

checkTable(stringArrayExploded, { fails: [{ fault: 'query-repeated-parameter-last-wins', codes: ['repeated-values-lost'] }] });

import { checkTable } from '#test-support/check-table.js';
import { fuzzBrokerPairs } from './broker-pairs.js';

checkTable(fuzzBrokerPairs, { fails: [{ fault: 'hostile-long-value-500', codes: ['server-error'] }] });

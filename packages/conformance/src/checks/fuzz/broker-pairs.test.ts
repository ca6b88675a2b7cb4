import { checkTable } from '../../support/check-table.testutil.js';
import { fuzzBrokerPairs } from './broker-pairs.js';

checkTable(fuzzBrokerPairs, { fails: [{ fault: 'hostile-long-value-500', codes: ['server-error'] }] });

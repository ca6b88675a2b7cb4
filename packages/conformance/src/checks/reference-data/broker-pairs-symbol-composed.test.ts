import { checkTable } from '#test-support/check-table.js';
import { brokerPairsSymbolComposed } from './broker-pairs-symbol-composed.js';

checkTable(brokerPairsSymbolComposed, { fails: [{ fault: 'broker-pairs-symbol-not-composed', codes: ['not-composed'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { brokerPairsSymbolComposed } from './broker-pairs-symbol-composed.js';

checkTable(brokerPairsSymbolComposed, { fails: [{ fault: 'broker-pairs-symbol-not-composed', codes: ['not-composed'] }] });

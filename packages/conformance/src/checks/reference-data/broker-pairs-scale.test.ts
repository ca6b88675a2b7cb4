import { checkTable } from '../../support/check-table.testutil.js';
import { brokerPairsScale } from './broker-pairs-scale.js';

checkTable(brokerPairsScale, { fails: [{ fault: 'broker-pairs-scale-8-digits', codes: ['not-16-digits'] }] });

import { checkTable } from '#test-support/check-table.js';
import { brokerPairsScale } from './broker-pairs-scale.js';

checkTable(brokerPairsScale, { fails: [{ fault: 'broker-pairs-scale-8-digits', codes: ['not-16-digits'] }] });

import { checkTable } from '../../support/check-table.testutil.js';
import { integrityPairSymbol } from './pair-symbol.js';

checkTable(integrityPairSymbol, { fails: [{ fault: 'trades-unknown-pair-symbol', codes: ['trade-unknown-pair'] }] });

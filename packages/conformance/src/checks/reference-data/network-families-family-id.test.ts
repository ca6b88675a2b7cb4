import { checkTable } from '../../support/check-table.testutil.js';
import { networkFamiliesFamilyId } from './network-families-family-id.js';

checkTable(networkFamiliesFamilyId, { fails: [{ fault: 'network-family-id-mismatch', codes: ['family-id-differs'] }] });

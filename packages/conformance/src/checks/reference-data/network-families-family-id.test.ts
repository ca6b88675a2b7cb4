import { checkTable } from '#test-support/check-table.js';
import { networkFamiliesFamilyId } from './network-families-family-id.js';

checkTable(networkFamiliesFamilyId, { fails: [{ fault: 'network-family-id-mismatch', codes: ['family-id-differs'] }] });

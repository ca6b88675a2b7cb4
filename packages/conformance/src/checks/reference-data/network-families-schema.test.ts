import { checkTable } from '#test-support/check-table.js';
import { networkFamiliesSchema } from './network-families-schema.js';

checkTable(networkFamiliesSchema, {
  fails: [
    { fault: 'network-families-name-number', codes: ['record-type'] },
    { fault: 'network-families-envelope', codes: ['not-json-array'] },
    { fault: 'network-families-without-networks', codes: ['record-required'] },
  ],
});

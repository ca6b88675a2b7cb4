import { checkTable } from '#test-support/check-table.js';
import { brokerPairsSchema } from './broker-pairs-schema.js';

checkTable(brokerPairsSchema, {
  fails: [
    { fault: 'broker-pairs-fields-malformed', codes: ['record-format', 'record-required'] },
    { fault: 'broker-pairs-keyed-by-symbol', codes: ['not-json-array'] },
    { fault: 'broker-pairs-decimal-numbers', codes: ['record-type'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { cryptoAssetsSchema } from './crypto-assets-schema.js';

checkTable(cryptoAssetsSchema, {
  fails: [
    { fault: 'crypto-assets-fields-malformed', codes: ['record-format', 'record-range', 'record-required'] },
    { fault: 'crypto-assets-numeric-ids', codes: ['record-type'] },
    { fault: 'crypto-assets-envelope', codes: ['not-json-array'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { feeLevelsSchema } from './fee-levels-schema.js';

checkTable(feeLevelsSchema, {
  fails: [
    { fault: 'fee-levels-level-as-text', codes: ['record-type'] },
    { fault: 'fee-levels-not-served', codes: ['unexpected-status'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { feeLevelsSchema } from './fee-levels-schema.js';

checkTable(feeLevelsSchema, {
  fails: [
    { fault: 'fee-levels-body-cut', codes: ['not-json-array'] },
    { fault: 'fee-levels-without-volume-range', codes: ['record-required'] },
    { fault: 'fee-levels-level-as-text', codes: ['record-type'] },
    { fault: 'fee-levels-not-served', codes: ['unexpected-status'] },
  ],
});

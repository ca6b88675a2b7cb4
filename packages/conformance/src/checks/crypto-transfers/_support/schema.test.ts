import { checkTable } from '../../../../test/support/check-table.js';
import { DEPOSITS_CHECKS, WITHDRAWALS_CHECKS } from './endpoint-rules.js';

checkTable(WITHDRAWALS_CHECKS.schema, {
  fails: [
    { fault: 'withdrawals-memo-tag-missing', codes: ['record-required'] },
    { fault: 'withdrawals-envelope', codes: ['not-json-array'] },
  ],
});
checkTable(DEPOSITS_CHECKS.schema, {
  fails: [
    { fault: 'deposits-amount-number', codes: ['record-type'] },
    { fault: 'deposits-envelope', codes: ['not-json-array'] },
  ],
});

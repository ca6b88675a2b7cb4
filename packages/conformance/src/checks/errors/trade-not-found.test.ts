import { checkTable } from '#test-support/check-table.js';
import { tradeNotFound } from './trade-not-found.js';

checkTable(tradeNotFound, {
  fails: [
    { fault: 'not-found-as-empty-403', codes: ['refused-valid-credentials'] },
    { fault: 'not-found-with-errors', codes: ['errors-on-404'] },
    { fault: 'not-found-without-trace-id', codes: ['trace-id-not-string'] },
    { fault: 'not-found-status-mismatch', codes: ['status-mismatch'] },
    { fault: 'not-found-wrong-type', codes: ['type-wrong-section'] },
    { fault: 'problem-status-as-text', codes: ['status-not-integer'] },
    { fault: 'lookup-malformed-id-400', codes: ['malformed-not-404'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { tradesRequiredParameters } from './required-parameters.js';

checkTable(tradesRequiredParameters, {
  fails: [
    { fault: 'missing-required-500', codes: ['server-error'] },
    { fault: 'trades-pair-symbol-optional', codes: ['trades-returned'] },
    { fault: 'trades-dates-optional', codes: ['trades-returned'] },
  ],
});

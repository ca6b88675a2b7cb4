import { checkTable } from '../../support/check-table.testutil.js';
import { tradesRequiredParameters } from './required-parameters.js';

checkTable(tradesRequiredParameters, {
  fails: [
    { fault: 'trades-pair-symbol-optional', codes: ['trades-returned'] },
    { fault: 'trades-dates-optional', codes: ['trades-returned'] },
  ],
});

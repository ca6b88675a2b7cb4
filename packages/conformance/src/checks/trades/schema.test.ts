import { checkTable } from '#test-support/check-table.js';
import { tradesSchema } from './schema.js';

checkTable(tradesSchema, {
  fails: [
    { fault: 'trades-price-number', codes: ['record-type'] },
    { fault: 'trades-fee-type-lowercase', codes: ['record-enum'] },
    { fault: 'trades-without-external-order-id', codes: ['record-required'] },
    { fault: 'trades-created-at-with-offset', codes: ['record-format'] },
  ],
});

import { checkTable } from '#test-support/check-table.js';
import { ordersSchema } from './schema.js';

checkTable(ordersSchema, {
  fails: [
    { fault: 'orders-price-number', codes: ['record-type'] },
    { fault: 'orders-method-lowercase', codes: ['record-enum'] },
    { fault: 'orders-without-external-order-id', codes: ['record-required'] },
    { fault: 'orders-created-at-with-offset', codes: ['record-format'] },
  ],
});

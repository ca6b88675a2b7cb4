import { checkTable } from '#test-support/check-table.js';
import { ordersStatusCanceledAnyCase } from './status-canceled-any-case.js';

checkTable(ordersStatusCanceledAnyCase, {
  // Exact case: only the written Canceled is judged; any letter case: every spelling is.
  passes: [{}, { profile: { enumCase: 'insensitive' } }],
  fails: [
    { fault: 'orders-canceled-any-case-accepted', profile: { enumCase: 'insensitive' }, codes: ['canceled-accepted', 'canceled-listed'] },
    { fault: 'orders-canceled-status-accepted', codes: ['canceled-accepted'] },
  ],
});

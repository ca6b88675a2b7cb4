import { checkTable } from '#test-support/check-table.js';
import { bareArrays } from './bare-arrays.js';

checkTable(bareArrays, {
  fails: [
    { fault: 'network-families-envelope', codes: ['not-bare-array'] },
    { fault: 'orders-envelope', codes: ['not-bare-array'] },
    { fault: 'broker-pairs-keyed-by-symbol', codes: ['not-bare-array'] },
    { fault: 'crypto-assets-envelope', codes: ['not-bare-array'] },
  ],
});

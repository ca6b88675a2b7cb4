import { checkTable } from '#test-support/check-table.js';
import { endpointsUnderV1 } from './endpoints-under-v1.js';

checkTable(endpointsUnderV1, { fails: [{ fault: 'fee-levels-not-served', codes: ['not-served'] }] });

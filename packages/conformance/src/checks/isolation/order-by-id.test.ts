import { checkTable } from '#test-support/check-table.js';
import { isolationOrderById } from './order-by-id.js';

checkTable(isolationOrderById, { fails: [{ fault: 'orders-other-account-by-id', codes: ['other-account-returned'] }] });

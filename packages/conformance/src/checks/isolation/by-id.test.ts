import { checkTable } from '#test-support/check-table.js';
import { isolationOrderById, isolationTradeById } from './by-id.js';

checkTable(isolationOrderById, { fails: [{ fault: 'orders-other-account-by-id', codes: ['other-account-returned'] }] });
checkTable(isolationTradeById, { fails: [{ fault: 'trades-other-account-by-id', codes: ['other-account-returned'] }] });

import { checkTable } from '#test-support/check-table.js';
import { isolationTradeById } from './trade-by-id.js';

checkTable(isolationTradeById, { fails: [{ fault: 'trades-other-account-by-id', codes: ['other-account-returned'] }] });

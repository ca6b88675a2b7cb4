import { checkTable } from '#test-support/check-table.js';
import { integrityWithdrawalAssetId } from './withdrawal-asset-id.js';

checkTable(integrityWithdrawalAssetId, { fails: [{ fault: 'withdrawals-dangling-asset-id', codes: ['unknown-asset'] }] });

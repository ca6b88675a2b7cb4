import { checkTable } from '../../support/check-table.testutil.js';
import { integrityWithdrawalAssetId } from './withdrawal-asset-id.js';

checkTable(integrityWithdrawalAssetId, { fails: [{ fault: 'withdrawals-dangling-asset-id', codes: ['unknown-asset'] }] });

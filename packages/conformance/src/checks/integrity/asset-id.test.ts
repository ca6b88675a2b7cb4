import { checkTable } from '#test-support/check-table.js';
import { integrityDepositAssetId, integrityWithdrawalAssetId } from './asset-id.js';

checkTable(integrityDepositAssetId, { fails: [{ fault: 'deposits-dangling-asset-id', codes: ['unknown-asset'] }] });
checkTable(integrityWithdrawalAssetId, { fails: [{ fault: 'withdrawals-dangling-asset-id', codes: ['unknown-asset'] }] });

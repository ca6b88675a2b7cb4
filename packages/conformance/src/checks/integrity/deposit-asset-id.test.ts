import { checkTable } from '#test-support/check-table.js';
import { integrityDepositAssetId } from './deposit-asset-id.js';

checkTable(integrityDepositAssetId, { fails: [{ fault: 'deposits-dangling-asset-id', codes: ['unknown-asset'] }] });

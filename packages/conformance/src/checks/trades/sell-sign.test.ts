import { checkTable } from '../../support/check-table.testutil.js';
import { tradesSellSign } from './sell-sign.js';

checkTable(tradesSellSign, {
  reports: [{ message: /denominatorAmount: 0 negative/ }, { profile: { sellSign: 'negative' }, message: /denominatorAmount: (\d+) negative of \1;/ }],
});

import { checkTable } from '#test-support/check-table.js';
import { tradesSellSign } from './sell-sign.js';

checkTable(tradesSellSign, {
  reports: [{ message: /denominatorAmount: 0 negative/ }, { profile: { sellSign: 'negative' }, message: /denominatorAmount: (\d+) negative of \1;/ }],
});

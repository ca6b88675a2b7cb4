import { checkTable } from '../../support/check-table.testutil.js';
import { pageSizeAboveMaxRefused } from './page-size-above-max-refused.js';

checkTable(pageSizeAboveMaxRefused, {
  reports: [{ message: /crypto-withdrawals → 400 \(refused\)/ }, { profile: { pageSizeAboveMax: 'cut' }, message: /crypto-withdrawals → 200 with \d+/ }],
});

import { checkTable } from '#test-support/check-table.js';
import { pageSizeAboveMaxRefused } from './page-size-above-max-refused.js';

checkTable(pageSizeAboveMaxRefused, {
  reports: [{ message: /crypto-withdrawals → 400 \(refused\)/ }, { profile: { pageSizeAboveMax: 'cut' }, message: /crypto-withdrawals → 200 with \d+/ }],
});

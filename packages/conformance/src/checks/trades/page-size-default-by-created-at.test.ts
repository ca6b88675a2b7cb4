import { checkTable } from '#test-support/check-table.js';
import { tradesPageSizeDefaultByCreatedAt } from './page-size-default-by-created-at.js';

// The reference data's busy minute puts more than 50 trades of one pair on one day (from 1000 orders on); 200 orders show no such day.
checkTable(tradesPageSizeDefaultByCreatedAt, {
  passes: [
    {},
    { profile: { tradesCreatedAt: 'instant' }, status: 'not-evaluated', reason: 'not-applicable' },
    { orders: 200, status: 'not-evaluated', reason: 'unobservable' },
  ],
  fails: [
    { fault: 'trades-created-at-page-size-default-ignored', codes: ['default-page-size'] },
    { fault: 'trades-page-size-default-20', codes: ['default-page-size'] },
  ],
});

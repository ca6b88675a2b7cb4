// Checks must be right on large accounts too, not only on the small default data set: at 1,000,000
// orders many records share a second, so a probe that reads only a first page misses its record.
import { runSuite } from '@tarc/runner';
import { describe, expect, it } from 'vitest';

describe('boundary checks on dense data (1,000,000 orders)', () => {
  it('pass a conformant server', async () => {
    const report = await runSuite({
      embedded: { orders: 1_000_000 },
      seed: 1,
      only: ['orders.created-at-*', 'trades.created-at-*'],
    });
    const failures = report.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.message ?? ''}`);
    expect(failures).toEqual([]);
    expect(report.results.filter((r) => r.id.endsWith('after-exclusive')).map((r) => r.status)).toEqual(['passed', 'passed']);
  }, 120_000);
});

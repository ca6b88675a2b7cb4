// Every generated trades query is one the spec accepts (read by the domain), so a property failure
// is the server's, not the suite's.
import fc from 'fast-check';
import { validateTradesQuery } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFastCheck } from '#support/fast-check.js';
import type { ListTarget } from '#support/list-target.js';
import type { CheckContext } from '#types';
import { tradesQuery, validTradesCase } from './arbitraries.js';

const target: ListTarget = {
  endpoint: 'trades',
  path: '/v1/trades',
  base: { pairSymbol: ['BTCTRY', 'ETHTRY'] },
  maxPageSize: 1000,
  defaultPageSize: 50,
  label: 'trades',
  records: [{ id: 't1', createdAt: '2026-11-20T10:00:00.1234567' }],
};
const ctx = { options: { formatDateTime: (i: Instant) => `${i}Z` } } as unknown as CheckContext;

// The arbitraries use fast-check as a run loads it: at first use.
beforeAll(async () => {
  await loadFastCheck();
});

describe('trades query arbitraries', () => {
  it('generate only queries the spec accepts', () => {
    fc.assert(
      fc.property(validTradesCase(target, ['USDTTRY']), (c) => {
        const query = Object.fromEntries(
          Object.entries(tradesQuery(ctx, c))
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
        );
        const result = validateTradesQuery(query, { now: new Date('2026-11-22T00:00:00Z'), pairs: ['BTCTRY', 'ETHTRY', 'USDTTRY'] });
        expect(result.ok, JSON.stringify(result)).toBe(true);
      }),
      { seed: 1, numRuns: 300 },
    );
  });
});

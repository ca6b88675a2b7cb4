// The generators agree with the domain's reading of the spec: every "valid" query is valid and every
// "invalid" one fails on the key it names (so a property failure is the server's, not the suite's).
import fc from 'fast-check';
import { validateOrdersQuery } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFastCheck } from '#support/fast-check.js';
import type { ListTarget } from '#support/list-target.js';
import type { CheckContext, Query } from '#types';
import { invalidOrdersCase, ordersQuery, validOrdersCase } from './arbitraries.js';

const PAIRS = ['BTCTRY', 'ETHTRY'];
const target = (pairSymbol: string): ListTarget => ({
  endpoint: 'orders',
  path: '/v1/orders',
  base: { pairSymbol },
  maxPageSize: 50,
  defaultPageSize: 50,
  label: pairSymbol,
  records: [
    { id: '120', createdAt: '2026-11-20T10:00:00.1234567' },
    { id: '9', createdAt: '2026-06-01T00:00:00.0000000' },
  ],
});
const ctx = { options: { formatDateTime: (i: Instant) => i } } as unknown as CheckContext;
const domainContext = { now: new Date('2026-11-22T00:00:00Z'), pairs: PAIRS };

/** The query as the wire carries it: every value a string, arrays kept. */
function wire(query: Query): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}

// The arbitraries use fast-check as a run loads it: at first use.
beforeAll(async () => {
  await loadFastCheck();
});

describe('orders query arbitraries', () => {
  it('generate only queries the spec accepts', () => {
    fc.assert(
      fc.property(validOrdersCase(PAIRS.map(target)), (c) => {
        const result = validateOrdersQuery(wire(ordersQuery(ctx, c)), domainContext);
        expect(result.ok, JSON.stringify(result)).toBe(true);
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it('generate invalid queries that fail on the key they name', () => {
    fc.assert(
      fc.property(
        invalidOrdersCase(PAIRS, (n) => `NOPAIR${n}`),
        (c) => {
          const query = { pairSymbol: c.pairSymbol, createdAtBefore: '2026-11-22T00:00:00.0000000', pageSize: '1', [c.key]: c.value };
          const result = validateOrdersQuery(query, domainContext);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(Object.keys(result.problem.errors)).toContain(c.key);
        },
      ),
      { seed: 1, numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

/** Paths of every object or array reachable from `value` that is not frozen. */
function unfrozen(value: unknown, path: string, out: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return out;
  if (!Object.isFrozen(value)) out.push(path);
  for (const [key, inner] of Object.entries(value)) unfrozen(inner, `${path}.${key}`, out);
  return out;
}

describe('exported constants are frozen', () => {
  it('every list, table and schema the entry exports, to its leaves', () => {
    const constants = Object.entries(domain).filter(([, value]) => value !== null && typeof value === 'object');
    expect(constants.map(([name]) => name)).toEqual(expect.arrayContaining(['ORDER_TYPES', 'PROTECTED_ENDPOINTS', 'FEE_TABLE', 'schemas']));
    expect(constants.flatMap(([name, value]) => unfrozen(value, name))).toEqual([]);
  });

  it('ORDER_TYPES.push throws, and GET /v1/orders still refuses type=Hold', () => {
    const ctx = { now: new Date('2024-06-01T00:00:00Z'), pairs: ['BTCUSDT'] };
    const query = new URLSearchParams('pairSymbol=BTCUSDT&createdAtBefore=2024-05-01&type=Hold');
    expect(() => (domain.ORDER_TYPES as unknown as string[]).push('Hold')).toThrow(TypeError);
    expect(() => (domain.PROTECTED_ENDPOINTS as unknown as string[]).push('GET /v1/fee-levels')).toThrow(TypeError);
    expect(domain.ORDER_TYPES).toEqual(['Buy', 'Sell']);
    const result = domain.validateOrdersQuery(query, ctx);
    expect(result.ok ? undefined : result.problem.errors).toEqual({ type: ["The value 'Hold' is not valid for Type; allowed: Buy, Sell."] });
  });
});

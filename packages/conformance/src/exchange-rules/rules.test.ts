import { requirementsById } from '../requirements/index.js';
import { describe, expect, it } from 'vitest';
import { operationOf } from '#support/operations.js';
import { canonicalEnums } from './enum-case.js';
import { checks } from '../checks/index.js';
import { EXCHANGE_RULES } from './index.js';
import { BY_REQUIREMENT } from './run-codes.js';
import { classifyFinding } from './records.js';
import { judgeExchange } from './judge.js';

describe('exchange rules', () => {
  it('have unique codes and name only requirements of the catalogue', () => {
    const codes = EXCHANGE_RULES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const rule of EXCHANGE_RULES) {
      expect(rule.code).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      for (const id of rule.requirements) expect(requirementsById.has(id), `${rule.code}: ${id}`).toBe(true);
    }
  });

  it('validate at most 1000 records of one answer field by field (the checks read unpaged lists whole: fault crypto-assets-scale-past-1000)', () => {
    const asset = {
      id: '1',
      networkId: '101',
      name: 'Bitcoin',
      currencySymbol: 'BTC',
      hasMemoTag: false,
      tagName: null,
      transferFeeAmount: '0.0001',
      minWithdrawalAmount: '0.0010',
      maxWithdrawalAmount: '10.0000',
      minDepositAmount: '0.0001',
      maxAmountScale: 4,
    };
    const judged = (badAt: number) => {
      const json = Array.from({ length: 1001 }, (_, i) => ({ ...asset, id: String(i + 1), ...(i === badAt ? { maxAmountScale: 5 } : {}) }));
      const x = {
        operation: operationOf('GET', '/v1/crypto-assets')!,
        query: new URLSearchParams(),
        requestHeaders: {},
        status: 200,
        responseHeaders: { 'content-type': 'application/json' },
        json,
      };
      return judgeExchange(x, {}, new Date('2026-06-01T00:00:00Z')).violations.filter((v) => v.rule === 'record.scale').length;
    };
    expect(judged(999)).toBeGreaterThan(0);
    expect(judged(1000)).toBe(0);
  });

  it('classify domain findings by the field they are on', () => {
    expect(classifyFinding('trade', { field: 'createdAt', code: 'format', message: '' })).toEqual({
      code: 'record.timestamp',
      requirement: 'TRD-RES-TIMESTAMP',
    });
    expect(classifyFinding('cryptoWithdrawal', { field: 'updatedAt', code: 'format', message: '' }).requirement).toBe('GEN-TIMESTAMP-FORMAT');
    expect(classifyFinding('order', { field: 'price', code: 'format', message: '' }).code).toBe('record.decimal-string');
    expect(classifyFinding('feeLevel', { field: 'makerFee', code: 'format', message: '' }).code).toBe('record.fee-levels');
    expect(classifyFinding('feeLevel', { field: '', code: 'fee-table', message: 'level 8 is missing' }).requirement).toBe('FEE-LEVELS-1-TO-8');
    expect(classifyFinding('cryptoAsset', { field: 'transferFeeAmount', code: 'scale', message: '' }).requirement).toBe('ASSET-SCALE');
    expect(classifyFinding('cryptoDeposit', { field: 'amount', code: 'scale', message: '' }).requirement).toBe('GEN-DECIMAL-SCALE-ASSET');
  });
});

describe('operationOf', () => {
  it.each([
    ['GET', '/v1/orders', 'orders'],
    ['GET', '/v1/orders/42', 'order'],
    ['GET', '/v1/trades/a%20b', 'trade'],
    ['GET', '/v1/fee-levels/', 'feeLevels'],
    ['POST', '/v1/orders', undefined],
    ['GET', '/v1/fee-levels/1', undefined],
    ['GET', '/v2/orders', undefined],
    ['GET', '/v1/orders/%E0%A4%A', undefined],
    ['GET', '/v1/nothing', undefined],
  ])('%s %s is %s', (method, path, name) => {
    expect(operationOf(method, path)?.name).toBe(name);
  });

  it('decodes a lookup id', () => {
    expect(operationOf('GET', '/v1/trades/a%20b')?.id).toBe('a b');
  });
});

describe('enum values in any letter case (decided once)', () => {
  it('reads a value differing only by case as the listed one, and leaves the rest', () => {
    const q = canonicalEnums(new URLSearchParams('type=buy&status=canceled&status=PARTIAL&pairSymbol=btctry&order=asc'), 'orders');
    expect(q.toString()).toBe('type=Buy&status=Canceled&status=Partial&pairSymbol=btctry&order=asc');
    expect(canonicalEnums(new URLSearchParams('side=sell'), 'trades').get('side')).toBe('Sell');
    const same = new URLSearchParams('type=Buy');
    expect(canonicalEnums(same, 'orders')).toBe(same);
    expect(canonicalEnums(new URLSearchParams('__proto__=%7B%7D&constructor=x'), 'orders').get('__proto__')).toBe('{}');
  });
});

describe('run codes', () => {
  it("are codes the run's checks declare", () => {
    const declared = new Set(checks.flatMap((c) => Object.keys(c.codes).map((code) => `${c.id}/${code}`)));
    expect(Object.values(BY_REQUIREMENT).filter((code) => !declared.has(code))).toEqual([]);
  });
});

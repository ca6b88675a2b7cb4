import { requirementsById } from '../requirements/index.js';
import { describe, expect, it } from 'vitest';
import { operationOf } from '#support/operations.js';
import { canonicalEnums } from './enum-case.js';
import { checks } from '../checks/index.js';
import { EXCHANGE_RULES } from './index.js';
import { readRecordFinding } from '#support/records.js';
import { judgeExchange } from './judge.js';
import type { ExchangeRule } from './types.js';

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

  it('read domain findings by the field they are on, once for the judge and the checks', () => {
    expect(readRecordFinding('trade', { field: 'createdAt', code: 'format', message: '' })).toEqual({
      rule: 'record.timestamp',
      requirement: 'TRD-RES-TIMESTAMP',
      code: 'trades.schema/record-format',
    });
    expect(readRecordFinding('cryptoWithdrawal', { field: 'updatedAt', code: 'format', message: '' })).toMatchObject({
      requirement: 'GEN-TIMESTAMP-FORMAT',
      code: 'general.timestamps/not-timestamp',
    });
    expect(readRecordFinding('order', { field: 'price', code: 'format', message: '' }).code).toBe('general.decimal-strings/not-decimal-string');
    expect(readRecordFinding('feeLevel', { field: 'makerFee', code: 'format', message: '' }).code).toBe('reference-data.fee-levels-text/not-percent-text');
    expect(readRecordFinding('feeLevel', { field: '', code: 'fee-table', message: 'level 8 is missing' }).requirement).toBe('FEE-LEVELS-1-TO-8');
    expect(readRecordFinding('feeLevel', { field: '[8].level', code: 'fee-table', message: '' }).requirement).toBe('FEE-LEVELS-1-TO-8');
    expect(readRecordFinding('feeLevel', { field: '[2].takerFee', code: 'fee-table', message: '' }).code).toBe(
      'reference-data.fee-levels-values/not-table-value',
    );
    expect(readRecordFinding('cryptoAsset', { field: 'transferFeeAmount', code: 'scale', message: '' })).toMatchObject({
      requirement: 'ASSET-SCALE',
      code: 'reference-data.crypto-assets-scale/not-asset-scale',
    });
    expect(readRecordFinding('cryptoDeposit', { field: 'feeAmount', code: 'forbidden-field', message: '' }).code).toBe(
      'crypto-transfers.deposits-no-withdrawal-fields/has-fee-amount',
    );
    expect(readRecordFinding('cryptoWithdrawal', { field: 'status', code: 'enum', message: '' }).code).toBe(
      'crypto-transfers.withdrawals-status/unknown-status',
    );
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

describe('finding codes', () => {
  it('every rule declares its codes, each a code a check of the run declares', () => {
    const declared = new Set(checks.flatMap((c) => Object.keys(c.codes).map((code) => `${c.id}/${code}`)));
    for (const rule of EXCHANGE_RULES) {
      expect(rule.codes.length, rule.code).toBeGreaterThan(0);
      expect(
        rule.codes.filter((code) => !declared.has(code)),
        rule.code,
      ).toEqual([]);
    }
  });

  it('a violation under a code its rule does not declare is refused (a bug of ours, never a finding)', () => {
    const sloppy: ExchangeRule = {
      code: 'test.sloppy',
      title: 'gives a code it does not declare',
      requirements: ['ERR-NO-5XX'],
      codes: ['general.no-5xx/server-error'],
      check: () => [{ code: 'general.bare-arrays/not-bare-array', message: 'm', requirement: 'ERR-NO-5XX' }],
    };
    const x = {
      operation: operationOf('GET', '/v1/fee-levels')!,
      query: new URLSearchParams(),
      requestHeaders: {},
      status: 200,
      responseHeaders: {},
      json: [],
    };
    expect(() => judgeExchange(x, {}, new Date(), [sloppy])).toThrow(/undeclared code general.bare-arrays\/not-bare-array/);
  });
});

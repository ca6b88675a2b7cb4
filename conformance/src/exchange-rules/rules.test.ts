import { requirementsById } from '@tarc/conformance';
import { CANCELED_NOT_LISTABLE, ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { operationOf } from '@tarc/conformance';
import { escapeControl } from '../print.js';
import { PROXY_RULES } from './index.js';
import { groundedErrors } from './orders-refusal.js';
import { classifyFinding } from './records.js';

describe('proxy rules', () => {
  it('have unique codes and name only requirements of the catalogue', () => {
    const codes = PROXY_RULES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const rule of PROXY_RULES) {
      expect(rule.code).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      for (const id of rule.requirements) expect(requirementsById.has(id), `${rule.code}: ${id}`).toBe(true);
    }
  });

  it('judge an order 400 only on errors the spec grounds', () => {
    const grounded = groundedErrors({
      createdAtBefore: ['CreatedAtBefore is not a date-time.'],
      createdAtAfter: [ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED],
      pairSymbol: ['PairSymbol must be sent only once.'],
      status: [CANCELED_NOT_LISTABLE],
    });
    expect([...grounded.keys()]).toEqual(['createdAtAfter', 'status']);
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

describe('escapeControl', () => {
  it('writes C0, C1, DEL and line separators as \\u escapes', () => {
    expect(escapeControl('a\u001b[31mb\u0085c\u007f\u2028\n')).toBe('a\\u001b[31mb\\u0085c\\u007f\\u2028\\u000a');
  });
});

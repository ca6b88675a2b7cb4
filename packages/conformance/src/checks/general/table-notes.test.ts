// The SHOULD observations of table notes on canned exchanges: createdBy in an e-mail form, and a
// pageSize above 1000 refused or cut (both allowed, OPEN-POINTS #7): observed, never failed.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { FIRST, cannedAccount } from '../../../test/support/canned-fixtures.js';
import { createdByEmail } from './created-by-email.js';
import { pageSizeAboveMaxRefused } from './page-size-above-max-refused.js';

const withCreatedBy = (value: unknown) => {
  const account = cannedAccount('p', '111');
  for (const o of [...account.orders!.values()].flat()) (o as unknown as Record<string, unknown>).createdBy = value;
  return account;
};

describe('general.created-by-email', () => {
  it.each([
    ['trader.1@example.com', 'passed', []],
    ['user-1', 'failed', ['not-email-form']],
    ['two words@example.com', 'failed', ['not-email-form']],
    [7, 'failed', ['not-email-form']],
  ] as const)('createdBy %j: %s', async (value, status, codes) => {
    const outcome = await createdByEmail.run(cannedContext({ respond: () => ({ status: 200, json: [] }), account: withCreatedBy(value) }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });
});

const records = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

describe('general.page-size-above-max-refused', () => {
  it.each([
    ['refused with 400', (() => ({ status: 400, json: { status: 400 } })) as Responder, 'passed', []],
    ['refused with 422', (() => ({ status: 422 })) as Responder, 'passed', []],
    // Cut to the maximum: not honoured, allowed by OPEN-POINTS #7 (never a failure).
    ['200 with a few records', (() => ({ status: 200, json: records(3) })) as Responder, 'passed', []],
    ['200 with 1000 records (the MUST checks see the cap)', (() => ({ status: 200, json: records(1000) })) as Responder, 'passed', []],
  ] as const)('%s: %s', async (_, respond, status, codes) => {
    const outcome = await pageSizeAboveMaxRefused.run(cannedContext({ respond, account: FIRST }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });
});

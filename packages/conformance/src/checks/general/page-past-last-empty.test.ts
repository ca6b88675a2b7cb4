// general.page-past-last-empty on canned exchanges: the page after a short page the run received
// is [] on a conformant server; a repeat of the last page or other records fail.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import type { Responder } from '../../../test/support/canned-context.js';
import { FIRST } from '../../../test/support/canned-fixtures.js';
import { pagePastLastEmpty } from './page-past-last-empty.js';
import { checkTable } from '#test-support/check-table.js';

const TOTAL = 10;
const records = Array.from({ length: TOTAL }, (_, i) => ({ id: String(i + 1), createdAt: '2026-11-19T10:00:00.0000000' }));

/** Offset paging over TOTAL records; `past` decides what a page past the last holds. */
const server =
  (past: 'empty' | 'repeat-last' | 'first' | 400): Responder =>
  (r) => {
    const size = Number(r.query.pageSize ?? 50);
    const page = Number(r.query.page ?? 1);
    const last = Math.ceil(TOTAL / size);
    if (page > last && past !== 'empty') {
      if (past === 400) return { status: 400, json: { status: 400 } };
      const shown = past === 'first' ? 1 : last;
      return { status: 200, json: records.slice((shown - 1) * size, shown * size) };
    }
    return { status: 200, json: records.slice((page - 1) * size, page * size) };
  };

describe('general.page-past-last-empty on canned exchanges', () => {
  it.each([
    ['[] past the last page', server('empty'), 'passed', []],
    ['a refusal past the last page (not judged: no failure stated)', server(400), 'passed', []],
    ['the last page again', server('repeat-last'), 'failed', ['page-past-last-not-empty']],
    ['page 1 again', server('first'), 'failed', ['page-past-last-not-empty']],
  ] as const)('%s (walking pages itself)', async (_, respond, status, codes) => {
    const outcome = await pagePastLastEmpty.run(cannedContext({ respond, account: FIRST }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('reuses a short page the run already received: one request per list', async () => {
    const ctx = cannedContext({ respond: server('repeat-last'), account: FIRST });
    await ctx.http.get('/v1/orders', { pairSymbol: 'BTCTRY', createdAtBefore: '2026-11-20T12:00:00', page: 2, pageSize: 7 });
    const before = ctx.sent.length;
    const outcome = await pagePastLastEmpty.run(ctx);
    expect(codesOf(outcome)).toEqual(['page-past-last-not-empty']);
    const orders = ctx.sent.slice(before).filter((r) => r.path === '/v1/orders');
    expect(orders.map((r) => r.query.page)).toEqual(['3']);
  });

  it('never reads a page of an open-ended query (orderIdAfter) as the last one', async () => {
    const ctx = cannedContext({ respond: server('empty'), account: FIRST });
    await ctx.http.get('/v1/orders', { pairSymbol: 'BTCTRY', orderIdAfter: '1', page: 2, pageSize: 7 });
    const before = ctx.sent.length;
    await pagePastLastEmpty.run(ctx);
    expect(ctx.sent.slice(before).some((r) => r.query.orderIdAfter !== undefined)).toBe(false);
  });
});

checkTable(pagePastLastEmpty, { fails: [{ fault: 'page-past-last-repeats-last', codes: ['page-past-last-not-empty'] }] });

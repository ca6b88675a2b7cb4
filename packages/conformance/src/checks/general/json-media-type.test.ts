// general.json-media-type on canned exchanges: any JSON media type passes, another label is reported.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import { isJsonMediaType } from '#support/media-type.js';
import { jsonMediaType } from './json-media-type.js';
import { checkTable } from '#test-support/check-table.js';

async function judge(headers: Record<string, string>, status = 200) {
  const ctx = cannedContext({ respond: () => ({ status, json: [], headers }) });
  await ctx.http.get('/v1/broker-pairs');
  await ctx.http.get('/v1/fee-levels');
  return jsonMediaType.run(ctx);
}

describe('general.json-media-type on canned exchanges', () => {
  it.each([
    ['application/json', { 'content-type': 'application/json' }, 'passed', []],
    ['with charset, any case', { 'Content-Type': 'Application/JSON; charset=utf-8' }, 'passed', []],
    ['a +json type', { 'content-type': 'application/problem+json' }, 'passed', []],
    ['text/plain', { 'content-type': 'text/plain' }, 'failed', ['not-json-media-type']],
    ['text/html', { 'content-type': 'text/html; charset=utf-8' }, 'failed', ['not-json-media-type']],
    ['no Content-Type', {}, 'failed', ['not-json-media-type']],
  ] as const)('%s', async (_, headers, status, codes) => {
    const outcome = await judge(headers);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('is unobservable when nothing was answered 200, and ignores the labels of errors', async () => {
    expect((await judge({ 'content-type': 'text/plain' }, 404)).status).toBe('not-evaluated');
  });

  it('reads media types by their essence', () => {
    expect(isJsonMediaType('application/jsonp')).toBe(false);
    expect(isJsonMediaType('application/vnd.api+json')).toBe(true);
    expect(isJsonMediaType(undefined)).toBe(false);
  });
});

checkTable(jsonMediaType, { fails: [{ fault: 'success-labelled-text-plain', codes: ['not-json-media-type'] }] });

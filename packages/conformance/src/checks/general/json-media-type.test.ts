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
    ['spaces around the type', { 'content-type': ' application/json ; charset=utf-8' }, 'passed', []],
    ['another header first', { 'x-served-as': 'text/html', 'content-type': 'application/json' }, 'passed', []],
    ['+json followed by more', { 'content-type': 'application/vnd.api+jsonp' }, 'failed', ['not-json-media-type']],
    ['+json behind a character no type has', { 'content-type': '(x/y+json' }, 'failed', ['not-json-media-type']],
    ['text/plain', { 'content-type': 'text/plain' }, 'failed', ['not-json-media-type']],
    ['text/html', { 'content-type': 'text/html; charset=utf-8' }, 'failed', ['not-json-media-type']],
    ['no Content-Type', {}, 'failed', ['not-json-media-type']],
  ] as const)('%s', async (_, headers, status, codes) => {
    const outcome = await judge(headers);
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('reports a mislabelled endpoint once, in the order of the URLs, saying the label', async () => {
    const ctx = cannedContext({
      respond: (r) => ({ status: 200, json: [], headers: r.path === '/v1/fee-levels' ? ({} as Record<string, string>) : { 'content-type': 'text/plain' } }),
    });
    for (const path of ['/v1/fee-levels', '/v1/broker-pairs', '/v1/broker-pairs', '/v1/crypto-assets']) await ctx.http.get(path);
    const outcome = await jsonMediaType.run(ctx);
    if (outcome.status !== 'failed') throw new Error(`expected failed, got ${outcome.status}`);
    expect(outcome.findings.map((f) => f.message)).toEqual([
      'http://canned.test/v1/broker-pairs answered 200 with Content-Type "text/plain", not a JSON media type',
      'http://canned.test/v1/crypto-assets answered 200 with Content-Type "text/plain", not a JSON media type',
      'http://canned.test/v1/fee-levels answered 200 with Content-Type (none), not a JSON media type',
    ]);
    expect(outcome.findings.map((f) => f.evidence?.[0]?.actual)).toEqual(['text/plain', 'text/plain', '(no Content-Type)']);
  });

  it('tells mislabelled answers apart by operation and label: once per label of the order lookups, and on a path outside the API', async () => {
    const label: Record<string, string> = {
      '/v1/orders/1': 'text/plain',
      '/v1/orders/2': 'text/plain',
      '/v1/orders/3': 'text/html',
      '/v1/other': 'text/plain',
    };
    const ctx = cannedContext({ respond: (r) => ({ status: 200, json: [], headers: { 'content-type': label[r.path] ?? 'text/csv' } }) });
    for (const path of ['/v1/orders/1', '/v1/orders/2', '/v1/orders/3', '/v1/broker-pairs', '/v1/other']) await ctx.http.get(path);
    const outcome = await jsonMediaType.run(ctx);
    expect(outcome.status === 'failed' && outcome.findings.map((f) => f.evidence?.[0]?.actual)).toEqual(['text/csv', 'text/plain', 'text/html', 'text/plain']);
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

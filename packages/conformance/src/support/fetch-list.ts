// Fetching a list endpoint and insisting on "Success is HTTP 200 with a JSON body" and
// "Successful list responses are bare JSON arrays with no envelope and no total count."
import type { CheckContext, CheckOutcome, Exchange, Query, RequestOptions } from '#types';
import { notBareArray } from './bare-array.js';
import { failed } from './outcome.js';
import { isRefusal, judgeRefusal, signedBy } from './refusal.js';

export type ListResult<T> = { ok: true; items: T[]; exchange: Exchange } | { ok: false; outcome: CheckOutcome; exchange: Exchange };

/** GET a list; anything but 200 with a bare JSON array is a failed outcome with evidence. */
export async function fetchList<T = Record<string, unknown>>(ctx: CheckContext, path: string, query?: Query, options?: RequestOptions): Promise<ListResult<T>> {
  const exchange = await ctx.http.get(path, query, options);
  if (isRefusal(exchange.status) && signedBy(options)) return { ok: false, outcome: await judgeRefusal(ctx, exchange, options), exchange };
  const problem = listProblem(exchange);
  if (problem) return { ok: false, outcome: failed(problem.code, problem.message, [exchange.evidence(problem)]), exchange };
  return { ok: true, items: exchange.json as T[], exchange };
}

/** Why this exchange is not a successful list response, or undefined when it is one. */
export function listProblem(exchange: Exchange): { code: string; message: string; expected: string; actual: string } | undefined {
  if (exchange.status !== 200) {
    return {
      code: 'unexpected-status',
      message: `expected 200 with a JSON array, got ${exchange.status}`,
      expected: '200',
      actual: String(exchange.status),
    };
  }
  const actual = notBareArray(exchange.json, exchange.jsonError);
  if (actual !== undefined) return { code: 'not-json-array', message: `expected a bare JSON array, got ${actual}`, expected: 'a bare JSON array', actual };
  return undefined;
}

/** GET one record; anything but 200 with a JSON object is a failed outcome with evidence. */
export async function fetchOne<T = Record<string, unknown>>(
  ctx: CheckContext,
  path: string,
  options?: RequestOptions,
): Promise<{ ok: true; item: T; exchange: Exchange } | { ok: false; outcome: CheckOutcome; exchange: Exchange }> {
  const exchange = await ctx.http.get(path, undefined, options);
  if (isRefusal(exchange.status) && signedBy(options)) return { ok: false, outcome: await judgeRefusal(ctx, exchange, options), exchange };
  const json = exchange.json;
  if (exchange.status !== 200 || json === null || typeof json !== 'object' || Array.isArray(json)) {
    const actual = exchange.status !== 200 ? String(exchange.status) : 'a body that is not a JSON object';
    return {
      ok: false,
      outcome: failed(exchange.status !== 200 ? 'unexpected-status' : 'not-json-object', `expected 200 with a JSON object, got ${actual}`, [
        exchange.evidence({ expected: '200 with a JSON object', actual }),
      ]),
      exchange,
    };
  }
  return { ok: true, item: json as T, exchange };
}

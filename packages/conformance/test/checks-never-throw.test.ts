// A check reports what it saw; it never throws on a server's answer. Every registered check is fed
// hostile answers through canned exchanges (every request answered the same way, at each of the
// statuses checks branch on) with discovery holding a small account, so each check gets past its
// data needs to the requests it judges: UTF-16 text (as a UTF-8 reading of it gives it), HTML, an
// empty body, truncated JSON and values of the wrong type where objects, arrays, strings are due.
// Each must return an outcome; a throw is what the engine would report as `threw`.
import { checks } from '@tarc/conformance';
import type { Check, CheckOutcome } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';
import { cannedContext } from './support/canned-context.js';
import type { CannedAnswer } from './support/canned-context.js';
import { FIRST, SECOND } from './support/canned-fixtures.js';

/** A body as `body.text()` reads UTF-16LE bytes: every other character a NUL. */
const utf16le = (text: string) => Buffer.from(text, 'utf16le').toString('utf8');

const BODIES: Readonly<Record<string, { body: string; type?: string }>> = {
  'UTF-16LE problem': { body: utf16le('{"status":400,"errors":{"pairSymbol":["required"]}}'), type: 'application/json; charset=utf-16le' },
  'UTF-16LE list': { body: utf16le('[{"id":"1","status":"Closed"}]'), type: 'application/json; charset=utf-16le' },
  'UTF-16 with a byte order mark': { body: `\ufeff${utf16le('[]')}`, type: 'application/json; charset=utf-16' },
  HTML: { body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', type: 'text/html' },
  'empty body': { body: '' },
  'truncated object': { body: '{"status":400,"errors":{"pairSymbol":["requ' },
  'truncated array': { body: '[{"id":"1","createdAt":"2026-11-19T10:01:00.0000000"},{"id":' },
  'an array where an object is due': { body: '[]' },
  'an object where an array is due': { body: '{"items":[],"total":0}' },
  null: { body: 'null' },
  'a number': { body: '42' },
  'a string': { body: '"x"' },
  'a boolean': { body: 'true' },
  'a list of non-objects': { body: '[null,5,"x",[1],true]' },
  'errors of the wrong shape': { body: '{"status":"400","title":5,"detail":[],"errors":"pairSymbol"}' },
  'errors null': { body: '{"status":400,"errors":null}' },
  'errors an array': { body: '{"status":400,"errors":["pairSymbol"]}' },
  'errors with non-list values': { body: '{"status":400,"errors":{"pairSymbol":null,"createdAtBefore":5}}' },
  // Sane records, so that a check that needs a good first answer reaches its later requests.
  'the account\u2019s orders': { body: JSON.stringify([...(FIRST.orders?.values() ?? [])].flat()) },
  'records with fields of the wrong type': {
    body: '[{"id":5,"accountId":[],"createdAt":7,"status":null,"pairSymbol":{},"side":1,"amount":true,"price":"x","orderId":{},"symbol":null}]',
  },
};
const STATUSES = [200, 400, 401, 404, 422, 500] as const;

/** Any check that does not end within this is stuck on the answer (looping on a page that never ends). */
const CHECK_LIMIT_MS = 20_000;

const ANSWERS: readonly (readonly [string, CannedAnswer])[] = STATUSES.flatMap((status) =>
  Object.entries(BODIES).map(
    ([name, { body, type }]) => [`${status} ${name}`, { status, body, headers: { 'content-type': type ?? 'application/json' } }] as const,
  ),
);

/**
 * Every request the same answer, then mixed: request i gets answer (offset + i × stride), so a check
 * whose first answer was good meets a hostile one later (a 200 list, then a UTF-16 400...).
 */
const SCHEDULES: readonly (readonly [string, (i: number) => number])[] = [
  ...ANSWERS.map((_, a) => [ANSWERS[a]![0], () => a] as const),
  ...[1, 7, 13, 29].flatMap((stride) =>
    [0, 5, 40].map((offset) => [`mixed, stride ${stride} from ${offset}`, (i: number) => (offset + i * stride) % ANSWERS.length] as const),
  ),
];

/** Requests of the run before the check, answered by the same schedule. */
const EARLIER = ['/v1/broker-pairs', '/v1/orders', '/v1/trades', '/v1/orders/p1', '/v1/crypto-withdrawals', '/v1/fee-levels'];

async function outcomeOrThrow(check: Check<string>, answerOf: (i: number) => CannedAnswer): Promise<string | undefined> {
  let requests = 0;
  const ctx = cannedContext({
    respond: () => answerOf(requests++),
    account: FIRST,
    secondAccount: SECOND,
    runs: 1,
    discovery: {
      brokerPairs: [{ symbol: 'BTCTRY', numerator: 'BTC', denominator: 'TRY' }] as never,
      cryptoAssets: [{ id: 'a1', symbol: 'BTC' }] as never,
      cryptoNetworkFamilies: [{ id: 'n1', name: 'Bitcoin' }] as never,
      feeLevels: [{ level: 1 }] as never,
    },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    // The run's earlier exchanges, as the checks that judge the whole run (general.no-5xx) read them.
    for (const path of EARLIER) await ctx.http.get(path);
    const outcome = await Promise.race([
      check.run(ctx),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no outcome within ${CHECK_LIMIT_MS} ms`)), CHECK_LIMIT_MS);
      }),
    ]);
    const status = (outcome as CheckOutcome | undefined)?.status;
    return status === 'passed' || status === 'failed' || status === 'not-evaluated' ? undefined : 'returned no outcome';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

describe('no check throws on an answer', () => {
  it.each(checks.map((c) => [c.id, c] as const))('%s', { timeout: 600_000 }, async (_id, check) => {
    const threw: string[] = [];
    for (const [name, pick] of SCHEDULES) {
      const error = await outcomeOrThrow(check as Check<string>, (i) => ANSWERS[pick(i)]![1]);
      if (error !== undefined) threw.push(`${name}: ${error}`);
    }
    expect(threw).toEqual([]);
  });
});

// GET /v1/orders requests that must fail validation: 400 with a message on the offending key. The
// body's shape is judged too where the check owns the request (`problemBody`), with the codes of
// support/problem-body.ts; otherwise it is errors.orders-400-body's business.
// Each case carries a stable code; its findings are `<code>-not-400`, `<code>-no-key-message`
// (rejections), `<code>-not-accepted` and `<code>-over-page-size` (acceptances).
import { ORDERS_PARAMETERS } from '@tarc/domain';
import { fetchList } from '#support/fetch-list.js';
import { Findings, unobservable } from '#support/outcome.js';
import type { PropertyFailure } from '#support/property.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { datetime } from '#support/query-datetimes.js';
import type { CheckContext, CheckOutcome, Exchange, Query } from '#types';
import { anyPair } from '#support/orders-target.js';
import { errorKeys, isObject } from '#support/objects.js';
import {
  PROBLEM_CODE_REQUIREMENTS,
  PROBLEM_CODES,
  VALIDATION_ERRORS_CODE_REQUIREMENTS,
  VALIDATION_ERRORS_CODES,
  problemFindings,
  validationErrorsFindings,
} from '#support/problem-body.js';

/** The codes of a 400 body that is no validation problem (`problemBody: true`). */
export const PROBLEM_BODY_CODES = { ...PROBLEM_CODES, ...VALIDATION_ERRORS_CODES } as const;
export const PROBLEM_BODY_CODE_REQUIREMENTS = { ...PROBLEM_CODE_REQUIREMENTS, ...VALIDATION_ERRORS_CODE_REQUIREMENTS } as const;

export interface Rejection {
  /** Names the case in its finding codes: `page-size-51`. */
  code: string;
  /** The request, in words: `pageSize=51`. */
  what: string;
  /** The key errors must carry; undefined when the spec names none. */
  key?: string;
}

/** A request the same rule accepts: 200 with a bare array of at most `maxItems`. */
export interface Acceptance {
  code: string;
  what: string;
  maxItems?: number;
}

/** A case with its query, built from the check's base query (a pair and a createdAtBefore). */
export type Case<T> = T & { query: (base: Query) => Query };

/** The codes of rejecting `R`: `<code>-not-400`, and `<code>-no-key-message` when it names a key. */
export type RejectionCode<R extends Rejection> = R extends { code: infer C extends string; key: string }
  ? `${C}-not-400` | `${C}-no-key-message`
  : R extends { code: infer C extends string }
    ? `${C}-not-400`
    : never;
/** The codes of accepting `A`: `<code>-not-accepted`, and `<code>-over-page-size` when it caps the items. */
export type AcceptanceCode<A extends Acceptance> = A extends { code: infer C extends string; maxItems: number }
  ? `${C}-not-accepted` | `${C}-over-page-size`
  : A extends { code: infer C extends string }
    ? `${C}-not-accepted`
    : never;

/** Every code of these cases with what it means: the type a check's written-out table satisfies. */
export type ValidationCodes<R extends readonly Rejection[], A extends readonly Acceptance[]> = Record<
  RejectionCode<R[number]> | AcceptanceCode<A[number]>,
  string
>;

/** The finding codes of rejecting the request `r` describes, each with what it means. */
function rejectionCodes<R extends Rejection>(r: R): Record<RejectionCode<R>, string> {
  return Object.fromEntries([
    [`${r.code}-not-400`, `${r.what} was not answered 400`],
    ...(r.key ? [[`${r.code}-no-key-message`, `${r.what} was answered 400 without a message on errors.${r.key}`]] : []),
  ]) as Record<RejectionCode<R>, string>;
}

/** The finding codes of accepting the request `a` describes, each with what it means. */
function acceptanceCodes<A extends Acceptance>(a: A): Record<AcceptanceCode<A>, string> {
  return Object.fromEntries([
    [`${a.code}-not-accepted`, `${a.what} was not answered 200 with a list`],
    ...(a.maxItems !== undefined ? [[`${a.code}-over-page-size`, `${a.what} returned more than ${a.maxItems} records`]] : []),
  ]) as Record<AcceptanceCode<A>, string>;
}

/** Every code `rejectAndAccept` can emit for these cases, each with what it means. */
export function validationCodes<R extends Rejection, A extends Acceptance>(
  rejections: readonly R[],
  acceptances: readonly A[],
): Record<RejectionCode<R> | AcceptanceCode<A>, string> {
  return Object.assign({}, ...rejections.map(rejectionCodes), ...acceptances.map(acceptanceCodes)) as Record<RejectionCode<R> | AcceptanceCode<A>, string>;
}

/** Why the exchange is not the 400 the rejection expects, or undefined when it is. */
function rejectionProblem(exchange: Exchange, r: Rejection): { code: string; message: string; expected: string; actual: string } | undefined {
  const expected = r.key ? `400 with errors.${r.key}` : '400 validation error';
  if (exchange.status !== 400) {
    return { code: `${r.code}-not-400`, message: `${r.what}: answered ${exchange.status}, not 400`, expected, actual: String(exchange.status) };
  }
  if (r.key) {
    const keys = errorKeys(exchange.json);
    // Whatever the body is (not JSON, null, a list): only an errors object can hold the messages.
    const body = exchange.json;
    const messages = isObject(body) && isObject(body.errors) ? body.errors[r.key] : undefined;
    if (!keys.includes(r.key) || !Array.isArray(messages) || messages.length === 0) {
      return {
        code: `${r.code}-no-key-message`,
        message: `${r.what}: 400 without a message on errors.${r.key}`,
        expected,
        actual: `errors keys: ${keys.join(', ') || '(none)'}`,
      };
    }
  }
  return undefined;
}

/** What is wrong with `exchange` if it is not the rejection `r` expects. */
function rejectionFailure(exchange: Exchange, r: Rejection): PropertyFailure | undefined {
  const problem = rejectionProblem(exchange, r);
  return problem
    ? { code: problem.code, message: problem.message, evidence: [exchange.evidence({ expected: problem.expected, actual: problem.actual })] }
    : undefined;
}

/** Sends `query` and says what is wrong if it is not the rejection `r` expects. */
export async function probeRejection(ctx: CheckContext, r: Rejection, query: Query): Promise<PropertyFailure | undefined> {
  return rejectionFailure(await ctx.http.get('/v1/orders', query), r);
}

/**
 * A valid GET /v1/orders answered 401 or 403: not evaluated when the run's control request is
 * refused too (no validation error can be seen without accepted credentials), else a failure.
 */
export async function credentialsRefused(ctx: CheckContext): Promise<CheckOutcome | undefined> {
  const pairSymbol = anyPair(ctx);
  if (pairSymbol === undefined) return undefined;
  const exchange = await ctx.http.get('/v1/orders', { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 });
  return isRefusal(exchange.status) ? judgeRefusal(ctx, exchange) : undefined;
}

/**
 * Every rejection answered 400 on its key, every acceptance 200 with at most `maxItems`. A cap that
 * could not be seen (no more than `maxItems` orders match) leaves the check not evaluated, unless
 * something else failed.
 */
export async function rejectAndAccept(
  ctx: CheckContext,
  base: Query,
  rejections: readonly Case<Rejection>[],
  acceptances: readonly Case<Acceptance>[],
  options: { problemBody?: boolean } = {},
): Promise<CheckOutcome> {
  const refused = await credentialsRefused(ctx);
  if (refused) return refused;
  const findings = new Findings();
  const rejected = await Promise.all(rejections.map((r) => ctx.http.get('/v1/orders', r.query(base))));
  // Without a pair to send a valid request first, a refusal shows here: judged by the control request.
  const refusal = rejected.find((e) => isRefusal(e.status));
  if (refusal) {
    const judged = await judgeRefusal(ctx, refusal);
    if (judged.status === 'not-evaluated') return judged;
  }
  for (const [i, exchange] of rejected.entries()) {
    const problem = rejectionFailure(exchange, rejections[i]!);
    if (problem) findings.add(problem.code, problem.message, problem.evidence);
    if (options.problemBody && exchange.status === 400) addProblemBodyFindings(findings, exchange, rejections[i]!.what);
  }
  const unseenCaps: string[] = [];
  const accepted = await Promise.all(
    acceptances.map(async (a) => {
      const query = a.query(base);
      const [first, second] = await Promise.all([
        fetchList(ctx, '/v1/orders', query),
        // Page 2 at the same size shows whether more than maxItems match, so the cap can be seen.
        a.maxItems !== undefined ? fetchList(ctx, '/v1/orders', { ...query, page: 2 }) : undefined,
      ]);
      return { first, second };
    }),
  );
  for (const [i, { first, second }] of accepted.entries()) {
    const a = acceptances[i]!;
    if (!first.ok) {
      if (first.outcome.status === 'not-evaluated') return first.outcome;
      findings.add(`${a.code}-not-accepted`, `${a.what}: ${first.outcome.message ?? 'not a 200 list'}`, first.outcome.evidence);
      continue;
    }
    if (a.maxItems === undefined) continue;
    if (first.items.length > a.maxItems) {
      findings.add(
        `${a.code}-over-page-size`,
        `${a.what}: ${first.items.length} orders returned`,
        first.exchange.evidence({
          expected: `at most ${a.maxItems} orders`,
          actual: `${first.items.length} orders`,
        }),
      );
    } else if (!second?.ok || second.items.length === 0) {
      unseenCaps.push(`${a.what} (${first.items.length} order(s) match)`);
    }
  }
  const names = [...rejections.map((r) => `${r.what} → 400${r.key ? ` on ${r.key}` : ''}`), ...acceptances.map((a) => `${a.what} → 200`)];
  if (findings.count === 0 && unseenCaps.length > 0) {
    return unobservable(`${names.join('; ')}; but no more orders matched than asked for, so the cap could not be seen for ${unseenCaps.join(', ')}`);
  }
  return findings.outcome(names.join('; '));
}

/** What makes a 400 no validation problem body: problem fields, type, title, status, errors keyed by parameter. */
function addProblemBodyFindings(findings: Findings, exchange: Exchange, what: string): void {
  for (const f of problemFindings(exchange, 400)) {
    findings.add(f.code, `[${f.requirement}] ${what}: ${f.message}`, exchange.evidence({ expected: 'a 400 validation problem body', actual: f.message }));
  }
  for (const f of validationErrorsFindings(exchange)) {
    findings.add(
      f.code,
      `[${f.requirement}] ${what}: ${f.message}`,
      exchange.evidence({
        expected: `errors keyed by parameter names as written (${ORDERS_PARAMETERS.join(', ')}, or accountId), each an array of message strings`,
        actual: f.message,
      }),
    );
  }
}

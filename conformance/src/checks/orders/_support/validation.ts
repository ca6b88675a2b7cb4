// GET /v1/orders requests that must fail validation: 400 with a message on the offending key. The
// body's shape is the errors checks' business (ERR-PROBLEM-…); here only status and key count.
import { fetchList } from '../../../support/fetch-list.js';
import { Findings, skipped } from '../../../support/outcome.js';
import { datetime } from '../../../support/windows.js';
import type { CheckContext, CheckOutcome, Exchange, Query } from '../../../types.js';
import { anyPair } from './target.js';

export interface Rejection {
  /** The request, in words: `pageSize=51`. */
  what: string;
  query: Query;
  /** The key errors must carry; undefined when the spec names none. */
  key?: string;
}

/** The keys of `errors` in a 400 body (empty when there is no such object). */
export function errorKeys(exchange: Exchange): string[] {
  const json = exchange.json as { errors?: unknown } | undefined;
  const errors = json && typeof json === 'object' ? json.errors : undefined;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? Object.keys(errors) : [];
}

/** Why the exchange is not the 400 the rejection expects, or undefined when it is. */
export function rejectionProblem(exchange: Exchange, r: Rejection): { message: string; expected: string; actual: string } | undefined {
  const expected = r.key ? `400 with errors.${r.key}` : '400 validation error';
  if (exchange.status !== 400) {
    return { message: `${r.what}: answered ${exchange.status}, not 400`, expected, actual: String(exchange.status) };
  }
  if (r.key) {
    const keys = errorKeys(exchange);
    const messages = (exchange.json as { errors?: Record<string, unknown> }).errors?.[r.key];
    if (!keys.includes(r.key) || !Array.isArray(messages) || messages.length === 0) {
      return { message: `${r.what}: 400 without a message on errors.${r.key}`, expected, actual: `errors keys: ${keys.join(', ') || '(none)'}` };
    }
  }
  return undefined;
}

export async function probeRejection(ctx: CheckContext, r: Rejection): Promise<{ message: string; evidence: ReturnType<Exchange['evidence']> } | undefined> {
  const exchange = await ctx.http.get('/v1/orders', r.query);
  const problem = rejectionProblem(exchange, r);
  return problem ? { message: problem.message, evidence: exchange.evidence({ expected: problem.expected, actual: problem.actual }) } : undefined;
}

/** A request the same rule accepts: 200 with a bare array of at most `maxItems`. */
export interface Acceptance {
  what: string;
  query: Query;
  maxItems?: number;
}

/**
 * A skip when a valid request is refused with 401 or 403: without accepted credentials no
 * validation error can be seen (the authentication checks report that), so none is judged.
 */
export async function credentialsRefused(ctx: CheckContext): Promise<CheckOutcome | undefined> {
  const pairSymbol = anyPair(ctx);
  if (pairSymbol === undefined) return undefined;
  const exchange = await ctx.http.get('/v1/orders', { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now), pageSize: 1 });
  if (exchange.status !== 401 && exchange.status !== 403) return undefined;
  return skipped(`a valid GET /v1/orders was refused with ${exchange.status}: validation errors cannot be seen without accepted credentials`);
}

/** Every rejection answered 400 on its key, every acceptance 200 (with at most maxItems). */
export async function rejectAndAccept(
  ctx: CheckContext,
  rejections: readonly Rejection[],
  acceptances: readonly Acceptance[],
): Promise<CheckOutcome> {
  const refused = await credentialsRefused(ctx);
  if (refused) return refused;
  const findings = new Findings();
  const rejected = await Promise.all(rejections.map((r) => probeRejection(ctx, r)));
  for (const problem of rejected) if (problem) findings.add(problem.message, problem.evidence);
  const accepted = await Promise.all(acceptances.map((a) => fetchList(ctx, '/v1/orders', a.query)));
  accepted.forEach((result, i) => {
    const a = acceptances[i]!;
    if (!result.ok) {
      findings.add(`${a.what}: ${result.outcome.message ?? 'not a 200 list'}`, result.outcome.evidence?.[0]);
    } else if (a.maxItems !== undefined && result.items.length > a.maxItems) {
      findings.add(`${a.what}: ${result.items.length} orders returned`, result.exchange.evidence({
        expected: `at most ${a.maxItems} orders`, actual: `${result.items.length} orders`,
      }));
    }
  });
  const names = [...rejections.map((r) => `${r.what} → 400${r.key ? ` on ${r.key}` : ''}`), ...acceptances.map((a) => `${a.what} → 200`)];
  return findings.outcome(names.join('; '));
}

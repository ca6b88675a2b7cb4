// "GET /v1/orders/{id} and GET /v1/trades/{id} return 404 with a body without errors when the id
// matches nothing." One probe, shared by the two single-lookup checks.
import { Findings, failed, unobservable } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Exchange, Check } from '#types';
import { missingId } from './_support/missing-id.js';
import { PROBLEM_CODES, problemFindings, PROBLEM_CODE_REQUIREMENTS } from '#support/problem-body.js';
import { encodeSegment } from '#support/encode-segment.js';

/** Every code `probeNotFound` can give, each with what it means. */
const NOT_FOUND_CODES = {
  'not-404': 'an id that matches nothing was not answered 404',
  'malformed-not-404': 'a malformed id that matches nothing (-1, a) was not answered 404',
  ...PROBLEM_CODES,
  'errors-on-404': 'a 404 body carries errors',
} as const;

/**
 * Ids no server's id form accepts (signed, letters only), sent besides the well-formed one: "when the
 * id matches nothing" has no exception for a malformed id, so it is a 404 too, not a 400. Both are
 * ids the fuzz checks' boundary phase asks too (`-1`, `a`): one question, one request.
 */
const MALFORMED_IDS = ['-1', 'a'] as const;

async function probeNotFound(ctx: CheckContext, path: '/v1/orders' | '/v1/trades', knownIds: readonly string[]): Promise<CheckOutcome> {
  const id = missingId(knownIds, ctx.options.seed);
  const malformed = MALFORMED_IDS.filter((m) => !knownIds.includes(m));
  const [exchange, ...others] = await Promise.all([id, ...malformed].map((i) => ctx.http.get(`${path}/${encodeSegment(i)}`)));
  // Refused credentials leave it unseen; a refusal of credentials the control accepts is a wrong status.
  if (isRefusal(exchange!.status)) return judgeRefusal(ctx, exchange!);
  if (exchange!.status !== 404) {
    return failed('not-404', `GET ${path}/${id}, an id that matches nothing (none of ${knownIds.length} discovered ids), answered ${exchange!.status}`, [
      exchange!.evidence({ expected: '404 with a problem body', actual: String(exchange!.status) }),
    ]);
  }
  const findings = new Findings(NOT_FOUND_CODES);
  others.forEach((other, i) => {
    if (other.status === 404 || isRefusal(other.status)) return;
    findings.add(
      'malformed-not-404',
      `GET ${path}/${malformed[i]!}, a malformed id that matches nothing, answered ${other.status}, not 404`,
      other.evidence({
        expected: '404, as for any id that matches nothing (Errors rule 6)',
        actual: String(other.status),
      }),
    );
  });
  return judgeNotFoundBody(exchange!, findings, `GET ${path}/${id} and ${malformed.length} malformed ids answered 404 with a problem body without errors`);
}

function judgeNotFoundBody(exchange: Exchange, findings: Findings, passMessage: string): CheckOutcome {
  for (const f of problemFindings(exchange, 404)) {
    findings.add(f.code, `[${f.requirement}] ${f.message}`, exchange.evidence({ expected: 'a 404 problem body', actual: f.message }));
  }
  const body = exchange.json;
  if (body !== null && typeof body === 'object' && 'errors' in body) {
    findings.add(
      'errors-on-404',
      '[ERR-404-NO-ERRORS] the 404 body carries errors',
      exchange.evidence({ expected: 'no errors member', actual: 'errors present' }),
    );
  }
  return findings.outcome(passMessage);
}

/** The requirement each code breaks (both lookups alike). */
const NOT_FOUND_CODE_REQUIREMENTS = {
  'not-404': ['ERR-404-NO-ERRORS'],
  'malformed-not-404': ['ERR-404-NO-ERRORS'],
  'errors-on-404': ['ERR-404-NO-ERRORS'],
  'refused-valid-credentials': ['ERR-404-NO-ERRORS'],
  ...PROBLEM_CODE_REQUIREMENTS,
} as const;

/** "GET /v1/orders/{id} ... return 404 with a body without errors when the id matches nothing." */
export const orderNotFound = {
  id: 'errors.order-not-found',
  title: 'GET /v1/orders/{id} for an id that matches nothing: 404, problem body without errors',
  requirements: ['ERR-404-NO-ERRORS', 'ERR-PROBLEM-FIELDS', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE', 'ERR-STATUS-MATCHES'],
  codes: NOT_FOUND_CODES,
  codeRequirements: NOT_FOUND_CODE_REQUIREMENTS,
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/orders/{id}',
  async run(ctx) {
    const accounts = [ctx.discovery.account, ctx.discovery.secondAccount];
    if (!ctx.discovery.account.orders) {
      return unobservable(
        `discovery could not read the account's orders, so no id can be known to match nothing${ctx.discovery.notes.length ? ` (${ctx.discovery.notes.join('; ')})` : ''}`,
      );
    }
    const known = new Set<string>();
    for (const data of accounts) {
      for (const orders of data?.orders?.values() ?? []) for (const o of orders) known.add(String(o.id));
      for (const t of data?.trades ?? []) known.add(String(t.orderId));
    }
    return probeNotFound(ctx, '/v1/orders', [...known]);
  },
} as const satisfies Check;

/** "GET /v1/trades/{id} ... return 404 with a body without errors when the id matches nothing." */
export const tradeNotFound = {
  id: 'errors.trade-not-found',
  title: 'GET /v1/trades/{id} for an id that matches nothing: 404, problem body without errors',
  requirements: ['ERR-404-NO-ERRORS', 'ERR-PROBLEM-FIELDS', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE', 'ERR-STATUS-MATCHES'],
  codes: NOT_FOUND_CODES,
  codeRequirements: NOT_FOUND_CODE_REQUIREMENTS,
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/trades/{id}',
  async run(ctx) {
    if (!ctx.discovery.account.trades) {
      return unobservable(
        `discovery could not read the account's trades, so no id can be known to match nothing${ctx.discovery.notes.length ? ` (${ctx.discovery.notes.join('; ')})` : ''}`,
      );
    }
    const known = new Set<string>();
    for (const data of [ctx.discovery.account, ctx.discovery.secondAccount]) {
      for (const t of data?.trades ?? []) known.add(String(t.id));
    }
    return probeNotFound(ctx, '/v1/trades', [...known]);
  },
} as const satisfies Check;

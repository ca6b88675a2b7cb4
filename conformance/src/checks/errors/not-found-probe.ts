// "GET /v1/orders/{id} and GET /v1/trades/{id} return 404 with a body without errors when the id
// matches nothing." One probe, shared by the two single-lookup checks.
import { Findings, failed, skipped } from '../../support/index.js';
import type { CheckContext, CheckOutcome } from '../../types.js';
import { missingId } from './missing-id.js';
import { problemFindings } from './problem-body.js';

export async function probeNotFound(
  ctx: CheckContext,
  path: '/v1/orders' | '/v1/trades',
  knownIds: readonly string[],
): Promise<CheckOutcome> {
  const id = missingId(knownIds, ctx.options.seed);
  const exchange = await ctx.http.get(`${path}/${encodeURIComponent(id)}`);
  if (exchange.status === 401 || exchange.status === 403) {
    return skipped(`GET ${path}/{id} was refused with ${exchange.status}: the not-found body cannot be seen without accepted credentials`);
  }
  if (exchange.status !== 404) {
    return failed(`GET ${path}/${id}, an id that matches nothing (none of ${knownIds.length} discovered ids), answered ${exchange.status}`, [
      exchange.evidence({ expected: '404 with a problem body', actual: String(exchange.status) }),
    ]);
  }
  const findings = new Findings();
  for (const f of problemFindings(exchange, 404)) {
    findings.add(`[${f.requirement}] ${f.message}`, exchange.evidence({ expected: 'a 404 problem body', actual: f.message }));
  }
  const body = exchange.json;
  if (body !== null && typeof body === 'object' && 'errors' in body) {
    findings.add('[ERR-404-NO-ERRORS] the 404 body carries errors', exchange.evidence({ expected: 'no errors member', actual: 'errors present' }));
  }
  return findings.outcome(`GET ${path}/${id} answered 404 with a problem body without errors`);
}

// One GET /v1/orders request that must fail validation: 400, a problem body, errors keyed by
// parameter name, and a message on each key the rule names.
import { Findings, failed, skipped } from '../../support/index.js';
import type { CheckContext, CheckOutcome, Query } from '../../types.js';
import { ORDERS_PARAMETERS, errorKeys, hasMessageOn, problemFindings, validationErrorsFindings } from './problem-body.js';

export interface RequiredKey {
  key: string;
  requirement: string;
}

export async function probeOrdersValidation(
  ctx: CheckContext,
  query: Query,
  required: readonly RequiredKey[],
  what: string,
): Promise<CheckOutcome> {
  const exchange = await ctx.http.get('/v1/orders', query);
  if (exchange.status === 401 || exchange.status === 403) {
    return skipped(`GET /v1/orders was refused with ${exchange.status}: validation errors cannot be seen without accepted credentials`);
  }
  if (exchange.status !== 400) {
    return failed(`${what}: GET /v1/orders answered ${exchange.status}, not a 400 validation error`, [
      exchange.evidence({ expected: '400 with a validation problem body', actual: String(exchange.status) }),
    ]);
  }
  const findings = new Findings();
  const keys = errorKeys(exchange);
  for (const f of problemFindings(exchange, 400)) {
    findings.add(`[${f.requirement}] ${f.message}`, exchange.evidence({ expected: 'a 400 validation problem body', actual: f.message }));
  }
  for (const f of validationErrorsFindings(exchange)) {
    findings.add(`[${f.requirement}] ${f.message}`, exchange.evidence({
      expected: `errors keyed by parameter names as written (${ORDERS_PARAMETERS.join(', ')}, or accountId), each an array of message strings`,
      actual: f.message,
    }));
  }
  for (const { key, requirement } of required) {
    if (!hasMessageOn(exchange, key)) {
      findings.add(
        `[${requirement}] ${what}: errors.${key} carries no message`,
        exchange.evidence({ expected: `a message on errors.${key}`, actual: `errors keys: ${keys.join(', ') || '(none)'}` }),
      );
    }
  }
  // ERR-ORD-ACCOUNTID (INFO): allowed, reported.
  const accountIdNote = keys.includes('accountId') ? '; errors also carries accountId (allowed)' : '';
  return findings.outcome(`${what}: 400 with errors on ${keys.join(', ')}${accountIdNote}`);
}

// Optional STRING filters of the endpoints without a domain query rule (wallets, broker pairs).
import { validationProblem } from '@tarc/domain';
import type { HandlerResult } from './context.js';

/** An optional STRING filter; sent twice is a 400 on its key, as the domain's rules treat scalars. */
export function optionalScalar(params: URLSearchParams, key: string): { ok: true; value?: string } | { ok: false; result: HandlerResult } {
  const values = params.getAll(key);
  if (values.length > 1) {
    const name = key.charAt(0).toUpperCase() + key.slice(1);
    return { ok: false, result: { status: 400, problem: validationProblem({ [key]: [`${name} must be sent only once.`] }) } };
  }
  return values[0] ? { ok: true, value: values[0] } : { ok: true };
}

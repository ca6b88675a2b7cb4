import { unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { NOT_FOUND_CODES, probeNotFound } from './_support/not-found-probe.js';

/** "GET /v1/orders/{id} ... return 404 with a body without errors when the id matches nothing." */
export const orderNotFound = {
  id: 'errors.order-not-found',
  title: 'GET /v1/orders/{id} for an id that matches nothing: 404, problem body without errors',
  requirements: ['ERR-404-NO-ERRORS', 'ERR-PROBLEM-FIELDS', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE', 'ERR-STATUS-MATCHES'],
  codes: NOT_FOUND_CODES,
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

import { inOrder } from '#support/in-order.js';
import { Findings } from '#support/outcome.js';
import type { Check } from '#types';
import { listProbes } from './_support/list-probes.js';

/** A status that says the path or the method is not served at all. */
const NOT_SERVED = new Set([404, 405, 501]);

const CODES = {
  'not-served': 'a documented list endpoint answered 404, 405 or 501 to a GET under /v1',
} as const;

/**
 * "Every documented operation is a GET." and "all endpoints live under /v1": a GET of each list
 * endpoint under /v1, with valid parameters, is not answered "not found" or "method not allowed".
 */
export const endpointsUnderV1 = {
  id: 'general.endpoints-under-v1',
  title: 'Every documented list endpoint answers a GET under /v1 (no 404, 405 or 501)',
  requirements: ['GEN-GET-ONLY', 'GEN-VERSION-V1'],
  codes: CODES,
  codeRequirements: { 'not-served': ['GEN-VERSION-V1', 'GEN-GET-ONLY'] },
  needs: { credentials: true },
  section: 'Versioning',
  async run(ctx) {
    const { probes, notes } = listProbes(ctx);
    const findings = new Findings(CODES);
    const statuses: string[] = [];
    for await (const [probe, exchange] of inOrder(probes, (probe) => ctx.http.get(probe.path, probe.query))) {
      statuses.push(`${probe.path} ${exchange.status}`);
      if (NOT_SERVED.has(exchange.status)) {
        findings.add(
          'not-served',
          `GET ${probe.path} answered ${exchange.status}: the documented endpoint is not served under /v1`,
          exchange.evidence({ expected: 'the endpoint answers a GET (not 404, 405 or 501)', actual: String(exchange.status) }),
        );
      }
    }
    const skippedNote = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    return findings.outcome(`${probes.length} list endpoints answered a GET under /v1: ${statuses.join(', ')}${skippedNote}`);
  },
} as const satisfies Check;

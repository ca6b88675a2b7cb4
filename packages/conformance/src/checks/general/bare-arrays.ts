import { inOrder } from '#support/in-order.js';
import { listProblem } from '#support/fetch-list.js';
import { Findings, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { listProbes } from './_support/list-probes.js';

const CODES = {
  'not-bare-array': 'a successful list response is not a bare JSON array (an envelope, a total count)',
} as const;

/**
 * "Successful list responses are bare JSON arrays with no envelope and no total count." Only
 * successful (200) responses are judged; another status is other checks' business.
 */
export const bareArrays = {
  id: 'general.bare-arrays',
  title: 'Every successful list response is a bare JSON array (no envelope, no total count)',
  requirements: ['GEN-LIST-BARE-ARRAY'],
  codes: CODES,
  needs: { credentials: true },
  section: 'What the service does > General conventions',
  async run(ctx) {
    const { probes, notes } = listProbes(ctx);
    const findings = new Findings(CODES);
    const judged: string[] = [];
    for await (const [probe, exchange] of inOrder(probes, (probe) => ctx.http.get(probe.path, probe.query))) {
      if (exchange.status !== 200) {
        notes.push(`GET ${probe.path} answered ${exchange.status}: not judged`);
        continue;
      }
      judged.push(probe.path);
      const problem = listProblem(exchange);
      if (problem) findings.add('not-bare-array', `GET ${probe.path}: ${problem.message}`, exchange.evidence(problem));
    }
    if (judged.length === 0) return unobservable(`no list endpoint answered 200 (${notes.join('; ')})`);
    const skippedNote = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    return findings.outcome(`${judged.length} list endpoints answered bare arrays${skippedNote}`);
  },
} as const satisfies Check;

// "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". Non-strict
// (OPEN-POINTS #15): records with the same createdAt may come in any order.
import type { SortOrder } from '@tarc/domain';
import { Findings, skipped } from '../../../support/outcome.js';
import { createdAtViolation } from '../../../support/ordering.js';
import { fetchList } from '../../../support/fetch-list.js';
import { objectsOf } from '../../../support/objects.js';
import { instantsOf, TRANSFER_PAGE_SIZE } from '../../../support/transfers.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';
import { fetchDataWindow, isOutcome } from './fetch-window.js';

const PROBES: readonly { orderBy?: SortOrder; expect: SortOrder; label: string }[] = [
  { expect: 'DESC', label: 'orderBy omitted (default Desc)' },
  { orderBy: 'ASC', expect: 'ASC', label: 'orderBy=ASC' },
  { orderBy: 'DESC', expect: 'DESC', label: 'orderBy=DESC' },
];

export async function orderByRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint, { orderBy: 'ASC' });
  if (isOutcome(data)) return data;
  if (instantsOf(data.items).length < 2) {
    return skipped(`the window ${data.window.query.createdAtAfter} .. ${data.window.query.createdAtBefore} holds fewer than two ${endpoint.noun} with distinct createdAt; ordering cannot be observed`);
  }
  const findings = new Findings();
  for (const probe of PROBES) {
    const query = { ...data.window.query, pageSize: TRANSFER_PAGE_SIZE.max, ...(probe.orderBy ? { orderBy: probe.orderBy } : {}) };
    const list = await fetchList<unknown>(ctx, endpoint.path, query);
    if (!list.ok) {
      findings.add(`${probe.label}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
      continue;
    }
    const violation = createdAtViolation(objectsOf(list.items), probe.expect);
    if (violation) {
      const expected = probe.expect === 'DESC' ? 'createdAt non-increasing' : 'createdAt non-decreasing';
      findings.add(
        `${probe.label}: record #${violation.index} has createdAt ${violation.current} after ${violation.previous} (expected ${expected})`,
        list.exchange.evidence({ expected, actual: `#${violation.index - 1} ${violation.previous}, #${violation.index} ${violation.current}` }),
      );
    }
  }
  return findings.outcome(`${data.items.length} ${endpoint.noun} ordered by createdAt for the default, ASC and DESC`);
}

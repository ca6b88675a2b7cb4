// "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". Non-strict
// (OPEN-POINTS #15): records with the same createdAt may come in any order.
import type { SortOrder } from '@tarc/domain';
import { Findings, unobservable } from '#support/outcome.js';
import { createdAtViolation } from '#support/ordering.js';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { DEPOSITS, instantsOf, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';

const PROBES = [
  { expect: 'DESC', label: 'orderBy omitted (default Desc)', code: 'default-not-descending' },
  { orderBy: 'ASC', expect: 'ASC', label: 'orderBy=ASC', code: 'asc-not-ascending' },
  { orderBy: 'DESC', expect: 'DESC', label: 'orderBy=DESC', code: 'desc-not-descending' },
] as const satisfies readonly { orderBy?: SortOrder; expect: SortOrder; label: string; code: string }[];

const ORDER_BY_CODES = {
  'default-not-descending': 'orderBy omitted: the records are not in descending createdAt order (default Desc)',
  'asc-not-ascending': 'orderBy=ASC: the records are not in ascending createdAt order',
  'desc-not-descending': 'orderBy=DESC: the records are not in descending createdAt order',
} as const satisfies Record<(typeof PROBES)[number]['code'], string>;
/** Ordering shows on two records with distinct createdAt. */
const orderByNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 2);

async function orderByRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint, { orderBy: 'ASC' });
  if (isOutcome(data)) return data;
  if (instantsOf(data.items).length < 2) {
    return unobservable(
      `the window ${data.window.query.createdAtAfter} .. ${data.window.query.createdAtBefore} holds fewer than two ${endpoint.noun} with distinct createdAt; ordering cannot be observed`,
    );
  }
  const findings = new Findings(ORDER_BY_CODES);
  const unseen: string[] = [];
  for (const probe of PROBES) {
    // In fetchDataWindow's words (page 1 named): orderBy omitted is the other transfer checks' read.
    const query = { ...data.window.query, page: 1, pageSize: TRANSFERS_PAGE_SIZE.max, ...('orderBy' in probe ? { orderBy: probe.orderBy } : {}) };
    const list = await fetchList<unknown>(ctx, endpoint.path, query);
    if (!list.ok) {
      const stop = addListFailure(findings, probe.label, list.outcome);
      if (stop) return stop;
      continue;
    }
    const records = objectsOf(list.items);
    if (instantsOf(records).length < 2) unseen.push(`${probe.label} returned ${records.length} ${endpoint.noun} with fewer than two distinct createdAt`);
    const violation = createdAtViolation(records, probe.expect);
    if (violation) {
      const expected = probe.expect === 'DESC' ? 'createdAt non-increasing' : 'createdAt non-decreasing';
      findings.add(
        probe.code,
        `${probe.label}: record #${violation.index} has createdAt ${violation.current} after ${violation.previous} (expected ${expected})`,
        list.exchange.evidence({ expected, actual: `#${violation.index - 1} ${violation.previous}, #${violation.index} ${violation.current}` }),
      );
    }
  }
  if (findings.count === 0 && unseen.length > 0) return unobservable(`ordering could not be seen: ${unseen.join('; ')}`);
  return findings.outcome(`${data.items.length} ${endpoint.noun} ordered by createdAt for the default, ASC and DESC`);
}

/** "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". Both lists hold it: one check each. */
export const withdrawalsOrderBy = {
  id: 'crypto-transfers.withdrawals-order-by',
  title: 'Withdrawals are ordered by createdAt per orderBy, descending by default',
  requirements: ['WDR-LIST', 'WDR-ORDER-BY'],
  codes: ORDER_BY_CODES,
  codeRequirements: {
    'default-not-descending': ['WDR-LIST', 'WDR-ORDER-BY'],
    'asc-not-ascending': ['WDR-LIST', 'WDR-ORDER-BY'],
    'desc-not-descending': ['WDR-LIST', 'WDR-ORDER-BY'],
  },
  needs: orderByNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return orderByRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsOrderBy = {
  id: 'crypto-transfers.deposits-order-by',
  title: 'Deposits are ordered by createdAt per orderBy, descending by default',
  requirements: ['DEP-LIST', 'DEP-ORDER-BY'],
  codes: ORDER_BY_CODES,
  codeRequirements: {
    'default-not-descending': ['DEP-LIST', 'DEP-ORDER-BY'],
    'asc-not-ascending': ['DEP-LIST', 'DEP-ORDER-BY'],
    'desc-not-descending': ['DEP-LIST', 'DEP-ORDER-BY'],
  },
  needs: orderByNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return orderByRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

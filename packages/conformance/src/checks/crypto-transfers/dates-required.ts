// "| createdAtBefore | DATETIME | yes |", "| createdAtAfter | DATETIME | yes |" with OPEN-POINTS #7:
// a request missing a date gets no records and no 5xx; the 4xx used is reported, never judged.
import { inOrder } from '#support/in-order.js';
import { addDays } from '@tarc/domain';
import { Findings, unobservable } from '#support/outcome.js';
import { DEPOSITS, discoveredTransfers, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { TransferEndpoint } from '#support/transfers.js';
import { datetime } from '#support/query-datetimes.js';
import { recordsReturned } from '#support/required-parameters.js';
import type { Check, CheckContext, CheckOutcome, DataNeeds, Query } from '#types';
import { refusedNow } from './_support/refused-now.js';

const DATES_REQUIRED_CODES = {
  'server-error': 'a request missing createdAtBefore or createdAtAfter answered a 5xx',
  'records-returned': 'a request missing createdAtBefore or createdAtAfter answered 2xx with records',
} as const;
/** A 4xx shows the rule on any account; a 2xx with no records shows it only where records exist. */
const datesRequiredNeeds = (): DataNeeds => ({ credentials: true });

async function datesRequiredRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const now = ctx.discovery.now;
  // Bounds that would hold every record of the horizon, had the request been honoured.
  const after = datetime(ctx, addDays(now, -ctx.discovery.horizonDays));
  const before = datetime(ctx, addDays(now, 1));
  const probes: { label: string; query: Query }[] = [
    { label: 'createdAtBefore missing', query: { createdAtAfter: after } },
    { label: 'createdAtAfter missing', query: { createdAtBefore: before } },
    { label: 'both dates missing', query: {} },
  ];
  // An empty 2xx answer is "not honoured" only when the account holds records the bounds would hold.
  const holdsRecords = discoveredTransfers(ctx, endpoint).ok;
  const findings = new Findings(DATES_REQUIRED_CODES);
  const observed: string[] = [];
  const unseen: string[] = [];
  for await (const [probe, exchange] of inOrder(probes, (probe) => ctx.http.get(endpoint.path, { ...probe.query, pageSize: TRANSFERS_PAGE_SIZE.max }))) {
    const refused = await refusedNow(ctx, exchange);
    if (refused) return refused;
    const expected = 'a 4xx (or no records), never a 5xx or records';
    const ok = exchange.status >= 200 && exchange.status < 300;
    if (exchange.status >= 500) {
      findings.add('server-error', `${probe.label}: answered ${exchange.status}`, exchange.evidence({ expected, actual: String(exchange.status) }));
    } else if (recordsReturned(exchange) > 0) {
      const count = recordsReturned(exchange);
      findings.add(
        'records-returned',
        `${probe.label}: answered ${exchange.status} with ${count} ${endpoint.noun}`,
        exchange.evidence({ expected, actual: `${exchange.status} with ${count} records` }),
      );
    } else if (ok && !(Array.isArray(exchange.json) && holdsRecords)) {
      unseen.push(`${probe.label} → ${exchange.status}${Array.isArray(exchange.json) ? ' with no records' : ' without a list'}`);
    } else {
      observed.push(`${probe.label} → ${exchange.status}${ok ? ' with no records' : ''}`);
    }
  }
  if (findings.count === 0 && unseen.length > 0) {
    return unobservable(
      `a 2xx answer without records shows a missing date not honoured only when it is a list and the account holds ${endpoint.noun}: ${[...unseen, ...observed].join('; ')}`,
    );
  }
  return findings.outcome(`requests missing a date were not honoured (INFO, OPEN-POINTS #7): ${observed.join('; ')}`);
}

/** createdAtBefore and createdAtAfter "Required: yes" (OPEN-POINTS #7: no 5xx, no records; the 4xx is INFO). Both lists hold it: one check each. */
export const withdrawalsDatesRequired = {
  id: 'crypto-transfers.withdrawals-dates-required',
  title: 'Withdrawals requests missing a date get no records and no 5xx',
  requirements: ['WDR-DATES-REQUIRED'],
  codes: DATES_REQUIRED_CODES,
  needs: datesRequiredNeeds(),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return datesRequiredRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsDatesRequired = {
  id: 'crypto-transfers.deposits-dates-required',
  title: 'Deposits requests missing a date get no records and no 5xx',
  requirements: ['DEP-DATES-REQUIRED'],
  codes: DATES_REQUIRED_CODES,
  needs: datesRequiredNeeds(),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return datesRequiredRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

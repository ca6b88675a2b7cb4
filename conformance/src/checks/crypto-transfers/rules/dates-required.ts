// "| createdAtBefore | DATETIME | yes |", "| createdAtAfter | DATETIME | yes |" with OPEN-POINTS #7:
// a request missing a date gets no records and no 5xx; the 4xx used is reported, never judged.
import { addDays } from '@tarc/domain';
import { Findings } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE } from '../../../support/transfers.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import { datetime } from '../../../support/windows.js';
import type { CheckContext, CheckOutcome, Query } from '../../../types.js';

export async function datesRequiredRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const now = ctx.discovery.now;
  // Bounds that would hold every record of the horizon, had the request been honoured.
  const after = datetime(ctx, addDays(now, -ctx.discovery.horizonDays));
  const before = datetime(ctx, addDays(now, 1));
  const probes: { label: string; query: Query }[] = [
    { label: 'createdAtBefore missing', query: { createdAtAfter: after } },
    { label: 'createdAtAfter missing', query: { createdAtBefore: before } },
    { label: 'both dates missing', query: {} },
  ];
  const findings = new Findings();
  const observed: string[] = [];
  for (const probe of probes) {
    const exchange = await ctx.http.get(endpoint.path, { ...probe.query, pageSize: TRANSFER_PAGE_SIZE.max });
    const expected = 'a 4xx (or no records), never a 5xx or records';
    if (exchange.status >= 500) {
      findings.add(`${probe.label}: answered ${exchange.status}`, exchange.evidence({ expected, actual: String(exchange.status) }));
    } else if (exchange.status >= 200 && exchange.status < 300 && Array.isArray(exchange.json) && exchange.json.length > 0) {
      findings.add(`${probe.label}: answered ${exchange.status} with ${exchange.json.length} ${endpoint.noun}`,
        exchange.evidence({ expected, actual: `${exchange.status} with ${exchange.json.length} records` }));
    } else {
      const body = Array.isArray(exchange.json) ? ' with no records' : '';
      observed.push(`${probe.label} → ${exchange.status}${body}`);
    }
  }
  return findings.outcome(`requests missing a date were not honoured (INFO, OPEN-POINTS #7): ${observed.join('; ')}`);
}

// "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" with
// OPEN-POINTS #7: out-of-range input is not honoured (never more than 1000 records), a 5xx is a
// failure, and the status used to refuse it is reported, never judged.
import { Findings } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE, dataWindow, discoveredTransfers, sentWindow } from '../../../support/transfers.js';
import type { TransferEndpoint } from '../../../support/transfers.js';
import { recentWindow } from '../../../support/windows.js';
import type { CheckContext, CheckOutcome } from '../../../types.js';

const OUT_OF_RANGE = [0, TRANSFER_PAGE_SIZE.max + 1, 5000] as const;

export async function pageSizeRangeRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const discovered = discoveredTransfers(ctx, endpoint);
  const recent = recentWindow(ctx);
  const window = discovered.ok ? dataWindow(ctx, discovered.records) : sentWindow(ctx, recent.after, recent.before);
  const findings = new Findings();
  const observed: string[] = [];
  for (const pageSize of OUT_OF_RANGE) {
    const exchange = await ctx.http.get(endpoint.path, { ...window.query, pageSize });
    const label = `pageSize=${pageSize}`;
    if (exchange.status >= 500) {
      findings.add(`${label} answered ${exchange.status}`, exchange.evidence({ expected: 'a 4xx, or a 200 with at most 1000 records', actual: String(exchange.status) }));
    } else if (exchange.status >= 200 && exchange.status < 300 && Array.isArray(exchange.json)) {
      const count = exchange.json.length;
      if (count > TRANSFER_PAGE_SIZE.max) {
        findings.add(`${label} was honoured: ${count} ${endpoint.noun} returned`,
          exchange.evidence({ expected: 'a 4xx, or a 200 with at most 1000 records', actual: `${exchange.status} with ${count} records` }));
      } else observed.push(`${label} → ${exchange.status} with ${count} record(s)`);
    } else observed.push(`${label} → ${exchange.status}`);
  }
  return findings.outcome(`out-of-range pageSize not honoured (INFO, OPEN-POINTS #7): ${observed.join('; ')}`);
}

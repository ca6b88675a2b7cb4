// "createdAtBefore: on or before this time", "createdAtAfter: after this time": every record
// returned lies in after < createdAt <= before, and the records of the window are all returned.
import type { Instant } from '@tarc/domain';
import { addMilliseconds } from '@tarc/domain';
import { fetchList } from '../../../support/fetch-list.js';
import { objectsOf } from '../../../support/objects.js';
import { Findings } from '../../../support/outcome.js';
import { TRANSFER_PAGE_SIZE, createdAtOf, idOf, inWindow, instantsOf, sentWindow } from '../../../support/transfers.js';
import type { SentWindow, TransferEndpoint, TransferRecord } from '../../../support/transfers.js';
import type { CheckContext, CheckOutcome, Exchange } from '../../../types.js';
import { fetchDataWindow, isOutcome } from './fetch-window.js';

export async function windowRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const findings = new Findings();
  outside(findings, endpoint, data.window, data.items, data.exchange);

  // Split the window at a record's createdAt: that record belongs to the older half ("on or
  // before") and not to the newer one ("after").
  const instants = instantsOf(data.items);
  const split: Instant | undefined = instants[Math.floor((instants.length - 1) / 2)];
  if (split !== undefined) {
    const halves = [
      { label: 'older half', window: sentWindow(ctx, data.window.after, split) },
      { label: 'newer half', window: sentWindow(ctx, split, instants.length > 1 ? data.window.before : addMilliseconds(split, 1)) },
    ];
    for (const half of halves) {
      const list = await fetchList<unknown>(ctx, endpoint.path, { ...half.window.query, pageSize: TRANSFER_PAGE_SIZE.max });
      if (!list.ok) {
        findings.add(`${half.label}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
        continue;
      }
      outside(findings, endpoint, half.window, objectsOf(list.items), list.exchange);
      if (list.items.length < TRANSFER_PAGE_SIZE.max) {
        const returned = new Set(list.items.map(idOf));
        const missing = data.items.filter((r) => {
          const t = createdAtOf(r);
          return t !== undefined && inWindow(t, half.window) && !returned.has(idOf(r));
        });
        if (missing.length > 0) {
          const first = missing[0]!;
          findings.add(
            `${half.label} ${describe(half.window)}: ${missing.length} ${endpoint.noun} of the window not returned (e.g. ${idOf(first)} created ${String(first.createdAt)})`,
            list.exchange.evidence({ expected: `every record with ${describe(half.window)}`, actual: `${idOf(first)} (createdAt ${String(first.createdAt)}) missing` }),
          );
        }
      }
    }
  }
  return findings.outcome(`${data.items.length} ${endpoint.noun} inside the window and its two halves`);
}

function describe(window: SentWindow): string {
  return `${window.after} < createdAt <= ${window.before}`;
}

function outside(
  findings: Findings,
  endpoint: TransferEndpoint,
  window: SentWindow,
  items: readonly TransferRecord[],
  exchange: Exchange,
): void {
  const out = items.filter((r) => {
    const t = createdAtOf(r);
    return t !== undefined && !inWindow(t, window);
  });
  if (out.length === 0) return;
  const first = out[0]!;
  findings.add(
    `${out.length} ${endpoint.noun} outside ${describe(window)} (e.g. ${idOf(first)} created ${String(first.createdAt)})`,
    exchange.evidence({ expected: describe(window), actual: `createdAt ${String(first.createdAt)}` }),
  );
}

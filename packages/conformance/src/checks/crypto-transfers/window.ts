// "createdAtBefore: on or before this time", "createdAtAfter: after this time": every record
// returned lies in after < createdAt <= before, and the records of the window are all returned.
import { inOrder } from '#support/in-order.js';
import type { Instant } from '@tarc/domain';
import { addMilliseconds } from '@tarc/domain';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, unobservable } from '#support/outcome.js';
import { createdAtOf, DEPOSITS, idOf, instantsOf, inWindow, sentWindow, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { SentWindow, TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome, Exchange } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';

const WINDOW_CODES = {
  'outside-window': 'a record returned lies outside createdAtAfter < createdAt <= createdAtBefore',
  'missing-in-window': 'a record known to lie in the window is not returned',
} as const;
const windowNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 1);

async function windowRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const findings = new Findings(WINDOW_CODES);
  outside(findings, endpoint, data.window, data.items, data.exchange);
  // The window is built around discovered records: they are returned (unless the page is full).
  if (data.raw.length < TRANSFERS_PAGE_SIZE.max) missing(findings, endpoint, 'the window', data.window, data.discovered, data.items, data.exchange);

  // Split the window at a record's createdAt: that record belongs to the older half ("on or
  // before") and not to the newer one ("after").
  const instants = instantsOf(data.items);
  const split: Instant | undefined = instants[Math.floor((instants.length - 1) / 2)];
  if (split !== undefined) {
    const halves = [
      { label: 'older half', window: sentWindow(ctx, data.window.after, split) },
      { label: 'newer half', window: sentWindow(ctx, split, instants.length > 1 ? data.window.before : addMilliseconds(split, 1)) },
    ];
    for await (const [half, list] of inOrder(halves, (half) =>
      fetchList<unknown>(ctx, endpoint.path, { ...half.window.query, pageSize: TRANSFERS_PAGE_SIZE.max }),
    )) {
      if (!list.ok) {
        const stop = addListFailure(findings, half.label, list.outcome);
        if (stop) return stop;
        continue;
      }
      const returned = objectsOf(list.items);
      outside(findings, endpoint, half.window, returned, list.exchange);
      if (list.items.length < TRANSFERS_PAGE_SIZE.max) missing(findings, endpoint, half.label, half.window, data.items, returned, list.exchange);
    }
  }
  if (findings.count === 0 && data.items.length === 0) {
    return unobservable(`the window ${describe(data.window)} returned no ${endpoint.noun}, and none found by discovery lies in it as the server reads it`);
  }
  return findings.outcome(`${data.items.length} ${endpoint.noun} inside the window and its two halves`);
}

function describe(window: SentWindow): string {
  return `${window.after} < createdAt <= ${window.before}`;
}

function outside(findings: Findings, endpoint: TransferEndpoint, window: SentWindow, items: readonly TransferRecord[], exchange: Exchange): void {
  const out = items.filter((r) => {
    const t = createdAtOf(r);
    return t !== undefined && !inWindow(t, window);
  });
  if (out.length === 0) return;
  const first = out[0]!;
  findings.add(
    'outside-window',
    `${out.length} ${endpoint.noun} outside ${describe(window)} (e.g. ${idOf(first)} created ${String(first.createdAt)})`,
    exchange.evidence({ expected: describe(window), actual: `createdAt ${String(first.createdAt)}` }),
  );
}

/** Records known to lie in `window` that the answer for it did not hold. */
function missing(
  findings: Findings,
  endpoint: TransferEndpoint,
  label: string,
  window: SentWindow,
  known: readonly TransferRecord[],
  returnedRecords: readonly TransferRecord[],
  exchange: Exchange,
): void {
  const returned = new Set(returnedRecords.map(idOf));
  const absent = known.filter((r) => {
    const t = createdAtOf(r);
    return t !== undefined && inWindow(t, window) && !returned.has(idOf(r));
  });
  if (absent.length === 0) return;
  const first = absent[0]!;
  findings.add(
    'missing-in-window',
    `${label} ${describe(window)}: ${absent.length} ${endpoint.noun} of the window not returned (e.g. ${idOf(first)} created ${String(first.createdAt)})`,
    exchange.evidence({ expected: `every record with ${describe(window)}`, actual: `${idOf(first)} (createdAt ${String(first.createdAt)}) missing` }),
  );
}

/** "| createdAtBefore | DATETIME | yes | on or before this time |", "| createdAtAfter | DATETIME | yes | after this time |". Both lists hold it: one check each. */
export const withdrawalsWindow = {
  id: 'crypto-transfers.withdrawals-window',
  title: 'Every withdrawal returned lies in createdAtAfter < createdAt <= createdAtBefore',
  requirements: ['WDR-WINDOW'],
  codes: WINDOW_CODES,
  needs: windowNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return windowRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsWindow = {
  id: 'crypto-transfers.deposits-window',
  title: 'Every deposit returned lies in createdAtAfter < createdAt <= createdAtBefore',
  requirements: ['DEP-WINDOW'],
  codes: WINDOW_CODES,
  needs: windowNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return windowRule(ctx, DEPOSITS);
  },
} as const satisfies Check;

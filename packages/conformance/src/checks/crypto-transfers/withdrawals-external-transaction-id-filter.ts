import { addDays, addMilliseconds } from '@tarc/domain';
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, unobservable } from '#support/outcome.js';
import { WITHDRAWALS, createdAtOf, dataWindow, idOf, inWindow, sentWindow } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { SentWindow, TransferRecord } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome } from '#types';
import { isOutcome, knownTransfers } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';

const PROBED = 2;

const CODES = {
  'other-reference-returned': 'externalTransactionId=X returned a withdrawal carrying another reference',
  'carrier-missing': 'externalTransactionId=X did not return a withdrawal known to carry it',
} as const;

/**
 * "| externalTransactionId | STRING | no | the client reference given in the withdrawal request |":
 * with the filter, every withdrawal returned carries that reference, and the withdrawal that carries
 * it is returned; a reference no withdrawal carries returns none.
 */
export const withdrawalsExternalTransactionIdFilter = {
  id: 'crypto-transfers.withdrawals-external-transaction-id-filter',
  title: 'The externalTransactionId filter returns exactly the withdrawals carrying it',
  requirements: ['WDR-FILTER-EXTERNAL-TRANSACTION-ID'],
  codes: CODES,
  needs: transferNeeds(WITHDRAWALS, 1),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  async run(ctx) {
    const records = await knownTransfers(ctx, WITHDRAWALS);
    if (isOutcome(records)) return records;
    const carriers = new Map<string, TransferRecord>();
    for (const r of records) {
      const x = r.externalTransactionId;
      if (typeof x === 'string' && x !== '' && !carriers.has(x)) carriers.set(x, r);
      if (carriers.size >= PROBED) break;
    }
    if (carriers.size === 0) return unobservable('no discovered withdrawal carries a non-empty externalTransactionId');

    const findings = new Findings(CODES);
    const data = dataWindow(ctx, records);
    for (const [reference, record] of carriers) {
      const t = createdAtOf(record)!;
      // The transfer checks' window when it holds the carrier (more withdrawals to leave out, and
      // withdrawals-query-modes asks the same filter there, one answer for both), else a day up to it.
      const around = inWindow(t, data) ? data : sentWindow(ctx, addDays(t, -1), addMilliseconds(t, 1));
      const stop = await probe(ctx, findings, around, reference, record, around === data ? undefined : TRANSFERS_PAGE_SIZE.max);
      if (stop) return stop;
    }
    const absent = `tarc-absent-reference-${ctx.options.seed}`;
    const stop = await probe(ctx, findings, data, absent, undefined, TRANSFERS_PAGE_SIZE.max);
    if (stop) return stop;
    return findings.outcome(`externalTransactionId filter exact for ${carriers.size} reference(s) and one no withdrawal carries`);
  },
} as const satisfies Check;

async function probe(
  ctx: CheckContext,
  findings: Findings,
  window: SentWindow,
  reference: string,
  carrier: TransferRecord | undefined,
  /** Omitted: the default page (100), far more than the withdrawals one reference is given to. */
  pageSize?: number,
): Promise<CheckOutcome | undefined> {
  const list = await fetchList<unknown>(ctx, WITHDRAWALS.path, {
    ...window.query,
    ...(pageSize === undefined ? {} : { pageSize }),
    externalTransactionId: reference,
  });
  if (!list.ok) return addListFailure(findings, `externalTransactionId=${reference}`, list.outcome);
  const returned = objectsOf(list.items);
  const others = returned.filter((r) => r.externalTransactionId !== reference);
  if (others.length > 0) {
    const first = others[0]!;
    findings.add(
      'other-reference-returned',
      `externalTransactionId=${reference} returned ${others.length} withdrawal(s) carrying another reference (e.g. ${idOf(first)} with ${JSON.stringify(first.externalTransactionId)})`,
      list.exchange.evidence({
        expected: `only withdrawals with externalTransactionId ${reference}`,
        actual: `${idOf(first)}: ${JSON.stringify(first.externalTransactionId)}`,
      }),
    );
  }
  if (carrier && !returned.some((r) => idOf(r) === idOf(carrier))) {
    findings.add(
      'carrier-missing',
      `externalTransactionId=${reference} did not return withdrawal ${idOf(carrier)} that carries it`,
      list.exchange.evidence({
        expected: `withdrawal ${idOf(carrier)} (createdAt ${String(carrier.createdAt)})`,
        actual: `${list.items.length} record(s) without it`,
      }),
    );
  }
  return undefined;
}

import { addDays, addMilliseconds } from '@tarc/domain';
import { fetchList } from '../../support/fetch-list.js';
import { objectsOf } from '../../support/objects.js';
import { Findings, skipped } from '../../support/outcome.js';
import {
  TRANSFER_PAGE_SIZE, WITHDRAWALS, createdAtOf, dataWindow, discoveredTransfers, idOf, sentWindow,
} from '../../support/transfers.js';
import type { SentWindow, TransferRecord } from '../../support/transfers.js';
import type { Check, CheckContext } from '../../types.js';

const PROBED = 2;

/**
 * "| externalTransactionId | STRING | no | the client reference given in the withdrawal request |":
 * with the filter, every withdrawal returned carries that reference, and the withdrawal that carries
 * it is returned; a reference no withdrawal carries returns none.
 */
export const withdrawalsExternalTransactionIdFilter: Check = {
  id: 'crypto-transfers.withdrawals-external-transaction-id-filter',
  title: 'The externalTransactionId filter returns exactly the withdrawals carrying it',
  requirements: ['WDR-FILTER-EXTERNAL-TRANSACTION-ID'],
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  async run(ctx) {
    const discovered = discoveredTransfers(ctx, WITHDRAWALS);
    if (!discovered.ok) return skipped(discovered.reason);
    const carriers = new Map<string, TransferRecord>();
    for (const r of discovered.records) {
      const x = r.externalTransactionId;
      if (typeof x === 'string' && x !== '' && !carriers.has(x)) carriers.set(x, r);
      if (carriers.size >= PROBED) break;
    }
    if (carriers.size === 0) return skipped('no discovered withdrawal carries a non-empty externalTransactionId');

    const findings = new Findings();
    for (const [reference, record] of carriers) {
      const t = createdAtOf(record)!;
      const window = sentWindow(ctx, addDays(t, -1), addMilliseconds(t, 1));
      await probe(ctx, findings, window, reference, record);
    }
    const absent = `tarc-absent-reference-${ctx.options.seed}`;
    await probe(ctx, findings, dataWindow(ctx, discovered.records), absent, undefined);
    return findings.outcome(`externalTransactionId filter exact for ${carriers.size} reference(s) and one no withdrawal carries`);
  },
};

async function probe(
  ctx: CheckContext, findings: Findings, window: SentWindow, reference: string, carrier: TransferRecord | undefined,
): Promise<void> {
  const list = await fetchList<unknown>(ctx, WITHDRAWALS.path, {
    ...window.query, pageSize: TRANSFER_PAGE_SIZE.max, externalTransactionId: reference,
  });
  if (!list.ok) {
    findings.add(`externalTransactionId=${reference}: ${list.outcome.message ?? 'not a list'}`, list.outcome.evidence?.[0]);
    return;
  }
  const returned = objectsOf(list.items);
  const others = returned.filter((r) => r.externalTransactionId !== reference);
  if (others.length > 0) {
    const first = others[0]!;
    findings.add(
      `externalTransactionId=${reference} returned ${others.length} withdrawal(s) carrying another reference (e.g. ${idOf(first)} with ${JSON.stringify(first.externalTransactionId)})`,
      list.exchange.evidence({ expected: `only withdrawals with externalTransactionId ${reference}`, actual: `${idOf(first)}: ${JSON.stringify(first.externalTransactionId)}` }),
    );
  }
  if (carrier && !returned.some((r) => idOf(r) === idOf(carrier))) {
    findings.add(
      `externalTransactionId=${reference} did not return withdrawal ${idOf(carrier)} that carries it`,
      list.exchange.evidence({ expected: `withdrawal ${idOf(carrier)} (createdAt ${String(carrier.createdAt)})`, actual: `${list.items.length} record(s) without it` }),
    );
  }
}

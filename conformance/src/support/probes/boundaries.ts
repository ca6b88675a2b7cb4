// "created on or before this time" (inclusive), "created after this time" (exclusive), probed with
// real timestamps of discovered records, sent exactly in the configured DATETIME format.
import { addDays } from '@tarc/domain';
import type { CheckContext, CheckOutcome, Query } from '../../types.js';
import type { ListRecord, ListTarget } from '../list-target.js';
import { Findings, skipped } from '../outcome.js';
import { ceilSecond, createdAtOf, exactDatetime, floorSecond, plusSeconds } from '../timestamps.js';
import { datetime } from '../windows.js';
import { fetchRecords, idsOf } from './collect.js';

/** Up to `n` records spread over the sample (newest, middle, oldest…). */
export function spreadSample(records: readonly ListRecord[], n: number): ListRecord[] {
  if (records.length <= n) return [...records];
  const step = (records.length - 1) / (n - 1);
  return Array.from({ length: n }, (_, i) => records[Math.round(i * step)]!);
}

const SAMPLES = 3;

/**
 * Up to three records spread over the sample whose createdAt the configured DATETIME format can
 * send exactly, or the reason there is none (a 7-digit timestamp in a 6-digit format).
 */
function sendable(ctx: CheckContext, target: ListTarget, records: readonly ListRecord[]): ListRecord[] | CheckOutcome {
  if (records.length === 0) return skipped(`no ${target.label} with a createdAt to probe`);
  const exact = records.filter((r) => exactDatetime(ctx, createdAtOf(r)!) !== undefined);
  if (exact.length > 0) return spreadSample(exact, SAMPLES);
  const at = createdAtOf(records[0]!)!;
  return skipped(
    `the configured DATETIME format cannot carry the createdAt of any of ${records.length} ${target.label} exactly ` +
      `(e.g. ${at} is sent as ${JSON.stringify(ctx.options.formatDateTime(at))}); the boundary cannot be probed`,
  );
}

/** createdAtBefore = a record's createdAt returns that record (and nothing later). */
export async function beforeInclusiveProbe(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings();
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    // createdAtAfter sent too, so the default window's anchor (OPEN-POINTS #3) does not matter.
    const query = { ...base, createdAtBefore: text, createdAtAfter: datetime(ctx, addDays(floorSecond(at), -1)), order: 'DESC', pageSize: 50 };
    const result = await fetchRecords(ctx, target.path, query);
    if (!result.ok) return result.outcome;
    if (!idsOf(result.items).includes(String(record.id))) {
      findings.add(`createdAtBefore=${text} (the createdAt of ${String(record.id)}) does not return it`, result.exchange.evidence({
        expected: `record ${String(record.id)} created at ${String(record.createdAt)} ("on or before this time")`,
        actual: `${result.items.length} records, ids ${idsOf(result.items).slice(0, 5).join(', ') || 'none'}`,
      }));
    }
    const later = result.items.find((r) => { const c = createdAtOf(r); return c !== undefined && c > at; });
    if (later) {
      findings.add(`createdAtBefore=${text} returns ${String(later.id)} created later, at ${String(later.createdAt)}`, result.exchange.evidence({
        expected: `createdAt <= ${at}`, actual: `${String(later.id)} at ${String(later.createdAt)}`,
      }));
    }
  }
  return findings.outcome(`createdAtBefore equal to a createdAt included the record, for ${samples.length} ${target.label}`);
}

/**
 * createdAtAfter = a record's createdAt leaves it out (and nothing earlier comes back); a second
 * before that, it is in (the control that the window is not simply empty).
 */
export async function afterExclusiveProbe(ctx: CheckContext, target: ListTarget, base: Query, records: readonly ListRecord[]): Promise<CheckOutcome> {
  const samples = sendable(ctx, target, records);
  if (!Array.isArray(samples)) return samples;
  const findings = new Findings();
  for (const record of samples) {
    const at = createdAtOf(record)!;
    const text = exactDatetime(ctx, at)!;
    const before = datetime(ctx, addDays(ceilSecond(at), 1));
    const query = { ...base, createdAtBefore: before, order: 'ASC', pageSize: 50 };
    const [exclusive, control] = await Promise.all([
      fetchRecords(ctx, target.path, { ...query, createdAtAfter: text }),
      fetchRecords(ctx, target.path, { ...query, createdAtAfter: datetime(ctx, plusSeconds(floorSecond(at), -1)) }),
    ]);
    if (!exclusive.ok) return exclusive.outcome;
    if (!control.ok) return control.outcome;
    if (idsOf(exclusive.items).includes(String(record.id))) {
      findings.add(`createdAtAfter=${text} (the createdAt of ${String(record.id)}) still returns it`, exclusive.exchange.evidence({
        expected: `record ${String(record.id)} left out ("created after this time")`,
        actual: `record ${String(record.id)} created at ${String(record.createdAt)} is listed`,
      }));
    }
    const earlier = exclusive.items.find((r) => { const c = createdAtOf(r); return c !== undefined && c < at; });
    if (earlier) {
      findings.add(`createdAtAfter=${text} returns ${String(earlier.id)} created earlier, at ${String(earlier.createdAt)}`, exclusive.exchange.evidence({
        expected: `createdAt > ${at}`, actual: `${String(earlier.id)} at ${String(earlier.createdAt)}`,
      }));
    }
    if (!idsOf(control.items).includes(String(record.id))) {
      findings.add(`createdAtAfter one second before ${String(record.id)} was created does not return it`, control.exchange.evidence({
        expected: `record ${String(record.id)} created at ${String(record.createdAt)}`,
        actual: `${control.items.length} records, ids ${idsOf(control.items).slice(0, 5).join(', ') || 'none'}`,
      }));
    }
  }
  return findings.outcome(`createdAtAfter equal to a createdAt left the record out, for ${samples.length} ${target.label}`);
}

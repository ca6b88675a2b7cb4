// Small helpers fault definitions share.
import type { ResourceKind } from '@tarc/domain';
import type { FaultHooks } from './types.js';

/** Cuts every decimal string of the record to `digits` fractional digits (e.g. 16 → 8). */
export function truncateDecimals(record: Record<string, unknown>, digits: number): void {
  const pattern = new RegExp(`^(-?\\d+\\.\\d{${digits}})\\d+$`);
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && pattern.test(value)) record[key] = value.replace(pattern, '$1');
  }
}

/** A record hook that applies only to one kind of resource. */
export function onRecord(
  kind: ResourceKind,
  change: (record: Record<string, unknown>) => void,
): Pick<FaultHooks, 'record'> {
  return {
    record(c) {
      if (c.kind === kind) change(c.record);
    },
  };
}

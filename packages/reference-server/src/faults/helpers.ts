// Small helpers fault definitions share.
import type { ResourceKind } from '@tarc/domain';
import type { EndpointName } from '../types.js';
import type { FaultHooks, HookBase, Selection } from './types.js';

/** Cuts every decimal string of the record to `digits` fractional digits (e.g. 16 → 8). */
export function truncateDecimals(record: Record<string, unknown>, digits: number): void {
  const pattern = new RegExp(`^(-?\\d+\\.\\d{${digits}})\\d+$`);
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && pattern.test(value)) record[key] = value.replace(pattern, '$1');
  }
}

/** A record hook that applies only to one kind of resource. */
export function onRecord(kind: ResourceKind, change: (record: Record<string, unknown>) => void): Pick<FaultHooks, 'record'> {
  return {
    record(c) {
      if (c.kind === kind) change(c.record);
    },
  };
}

/** What a list endpoint selects from the store (a transfer endpoint's selection serves both). */
type SelectionOf<E extends Selection['endpoint']> = Selection extends infer S
  ? S extends { endpoint: infer N; selection: infer T }
    ? E extends N
      ? T
      : never
    : never
  : never;

/** A selection hook that applies only to one list endpoint; `c` is the whole hook context (raw query, accounts). */
export function onSelection<E extends Selection['endpoint']>(
  endpoint: E,
  change: (selection: SelectionOf<E>, c: HookBase & { raw: URLSearchParams }) => void,
): Pick<FaultHooks, 'selection'> {
  return {
    selection(c) {
      if (c.endpoint === endpoint) change(c.selection as SelectionOf<E>, c);
    },
  };
}

/** Every seeded account, by index: what an isolation fault lets a caller see. */
export function everyAccount(c: Pick<HookBase, 'accountCount'>): number[] {
  return Array.from({ length: c.accountCount }, (_, i) => i);
}

/** A selection hook that lists every account's records of one list endpoint. */
export function listsEveryAccount(endpoint: Selection['endpoint']): Pick<FaultHooks, 'selection'> {
  return onSelection(endpoint, (selection, c) => {
    selection.accounts = everyAccount(c);
  });
}

/** A 200 list of `endpoint` wrapped in an envelope holding its records and a count: `{ items, totalCount }`. */
export function listInEnvelope(endpoint: EndpointName): Pick<FaultHooks, 'successBody'> {
  return {
    successBody(c) {
      if (c.endpoint !== endpoint || c.body[0] !== 0x5b) return;
      const items = JSON.parse(c.body.toString('utf8')) as unknown[];
      return Buffer.from(JSON.stringify({ items, totalCount: items.length }));
    },
  };
}
